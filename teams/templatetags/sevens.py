"""Template filters shared by every page."""

from django import template
from django.utils.formats import number_format

register = template.Library()


@register.filter
def format_gp(value) -> str:
    """Print an integer number of gold pieces grouped as the active language writes it: 1234500 is "1,234,500" in
    English, "1 234 500" in French (a no-break space), "1.234.500" in Spanish (config/formats/es) and Italian.
    Grouped even inside ``{% localize off %}`` (a figure of gold, not a number a script reads)."""
    if value is None or value == "":
        return ""
    try:
        return number_format(int(value), force_grouping=True)
    except (TypeError, ValueError):
        return str(value)
