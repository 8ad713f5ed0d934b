"""Template filters shared by every page."""

from django import template

from rules.draft import gp

register = template.Library()


@register.filter
def format_gp(value) -> str:
    """Print an integer number of gold pieces with thousands separators: 1234500 -> "1,234,500"."""
    if value is None or value == "":
        return ""
    try:
        return gp(int(value))
    except (TypeError, ValueError):
        return str(value)
