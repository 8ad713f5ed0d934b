"""``{% load terms %}``: rule terms and the rules' violations in the active language.

``{{ value|term }}`` is gettext of a rule term from the rules' data (an injury outcome, a kick-off event, a
weather, an inducement: ``core.terms`` lists them for ``makemessages``); skill and position names are not terms and
are shown as they are. ``{{ violation|word }}`` is ``core.wording.word``: a ``rules.violations.Violation`` worded.
"""

from django import template
from django.utils.translation import gettext

from core import kept, wording

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


@register.filter
def worded(message, default="") -> str:
    """A kept message (a history entry's ``wording``) in the active language; ``default`` (its description) for
    an entry kept without one: ``{{ event.wording|worded:event.description }}``."""
    return kept.worded(message, default)


def _of(roll, name: str):
    return roll.get(name) if isinstance(roll, dict) else getattr(roll, name, None)


@register.filter
def roll_why(roll) -> str:
    """Why a roll was made (``rules.dice.Roll``, a kept roll or its dict), in the active language."""
    return kept.rolled(_of(roll, "why") or "", _of(roll, "params"))


@register.filter
def roll_detail(roll) -> str:
    """What a roll gave (its ``detail``), in the active language ("" for none)."""
    return kept.rolled(_of(roll, "detail") or "", _of(roll, "params"))
