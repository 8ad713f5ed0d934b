"""What the teams' forms share: one-line names and their errors, small whole numbers, a stale form above the form."""

from __future__ import annotations

from django import forms
from django.core.exceptions import NON_FIELD_ERRORS, ValidationError
from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _

from rules.textinput import (
    bad_character,
    name_problem,
)

# A stale form (``StaleFormError``, field "version") is reported above the form, not beside the hidden field.
STALE_ABOVE_THE_FORM = {"version": NON_FIELD_ERRORS}


def validate_one_line(value: str) -> None:
    """A name holds no control character (``rules.textinput``): a message beside the field, never a 500."""
    char = bad_character(value or "")
    if char is not None:
        raise ValidationError(
            gettext("Remove the control character %(char)s.") % {"char": f"U+{ord(char):04X}"}, code="control_character"
        )


def name_field(max_length: int, **kwargs) -> forms.CharField:
    """A one-line name of at most ``max_length`` characters (the limits of ``rules.textinput``)."""
    return forms.CharField(max_length=max_length, validators=[validate_one_line], **kwargs)


# What is wrong with a typed name, worded per field (``rules.textinput.name_problem`` finds it): an empty required
# name, a name too long, a control character.
NAME_ERRORS = {
    "name": {
        "long": _("The name must be at most %(max)s characters (it has %(length)s)."),
        "control": _("The name must not contain the control character %(char)s."),
    },
    "special_rule": {
        "long": _("The special rule must be at most %(max)s characters (it has %(length)s)."),
        "control": _("The special rule must not contain the control character %(char)s."),
    },
    "position": {
        "empty": _("The position must be a non-empty string."),
        "long": _("The position must be at most %(max)s characters (it has %(length)s)."),
        "control": _("The position must not contain the control character %(char)s."),
    },
    "new_player": {
        "empty": _("The new player's name must be a non-empty string."),
        "long": _("The new player's name must be at most %(max)s characters (it has %(length)s)."),
        "control": _("The new player's name must not contain the control character %(char)s."),
    },
}


def name_error(field: str, value: str, max_length: int, required: bool = False) -> str:
    """Why ``value`` is not a valid name for ``field`` (a key of ``NAME_ERRORS``), or "" when it is."""
    if name_problem(value, max_length=max_length, required=required) is None:
        return ""
    messages = NAME_ERRORS[field]
    text = value.strip() if isinstance(value, str) else ""
    if len(text) > max_length:
        return messages["long"] % {"max": max_length, "length": len(text)}
    char = bad_character(text)
    if char is not None:
        return messages["control"] % {"char": f"U+{ord(char):04X}"}
    return messages["empty"]


COUNT_ERRORS = {
    "rerolls": (_("Team re-rolls must be a whole number."), _("Team re-rolls must be between 0 and %(high)s.")),
    "assistant_coaches": (
        _("Assistant coaches must be a whole number."),
        _("Assistant coaches must be between 0 and %(high)s."),
    ),
    "cheerleaders": (_("Cheerleaders must be a whole number."), _("Cheerleaders must be between 0 and %(high)s.")),
    "dedicated_fans": (
        _("Dedicated Fans must be a whole number."),
        _("Dedicated Fans must be between 0 and %(high)s."),
    ),
}


def small_int(data, key: str, default: int, errors: dict[str, str], high: int = 99) -> int:
    raw = (data.get(key) or "").strip()
    if raw == "":
        return default
    not_whole, out_of_range = COUNT_ERRORS[key]
    try:
        value = int(raw)
    except ValueError:
        errors[key] = str(not_whole)
        return default
    if not 0 <= value <= high:
        errors[key] = out_of_range % {"high": high}
        return default
    return value
