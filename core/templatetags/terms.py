"""``{% load terms %}``: rule terms and the rules' violations in the active language.

``{{ value|term }}`` is gettext of a rule term from the rules' data (an injury outcome, a kick-off event, a
weather, an inducement: ``core.terms`` lists them for ``makemessages``); skill and position names are not terms and
are shown as they are. ``{{ violation|word }}`` is ``core.wording.word``: a ``rules.violations.Violation`` worded.
"""

from django import template
from django.utils.translation import gettext

from core import wording

register = template.Library()


@register.filter
def term(value) -> str:
    """A rule term in the active language (the value itself when it has no translation; "" for none)."""
    if value is None or value == "":
        return ""
    return gettext(str(value))


@register.filter
def word(violation) -> str:
    """A violation in the active language ("" for none)."""
    return wording.word(violation) if violation else ""
