"""A roster file refused (teams' import forms, an event's registration and desk) in the reader's language."""

from __future__ import annotations

from typing import Any

from django.utils.formats import number_format
from django.utils.translation import gettext

from .violations import say

GROUPED = frozenset({"least", "most", "max", "length"})
"""A file's limits and lengths, grouped as the language writes numbers (a file's sentences have no plural)."""


def _is_number(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def file_problem(error: Exception) -> str:
    """A file refused (``rules.rosterfile.RosterFileError``, ``rules.textinput.JSONInputError``) in the active
    language: its violation worded (a player's problem after his place in the file's list); the error's own line
    when it carries none."""
    violation = getattr(error, "violation", None)
    if violation is None:
        return str(error)
    params = {name: number_format(value, force_grouping=True) if name in GROUPED and _is_number(value) else value
              for name, value in violation.params.items()}  # a file's limits: 32,767 in English
    entry = params.pop("entry", None)
    sentence = say(violation.key, params)
    if entry is None:
        return sentence
    return gettext("Player %(entry)s of the file: %(message)s") % {"entry": entry, "message": sentence}
