"""The rules' refusals worded for the person who asked: a ``rules.errors.DomainError`` the rules core raised with
violations (a rulespack, a group event's draw) carries an English line for the command line; the services word it
in the active language (``core.wording``) before it reaches a page."""

from __future__ import annotations

from core.wording import word
from rules.errors import DomainError


def worded(error: DomainError) -> DomainError:
    """The refusal worded (its message the first violation's sentence, ``messages()`` each one's); a refusal
    already worded, or without violations, as it is."""
    if error.word is not None or not error.violations:
        return error
    return DomainError(word(error.violations[0]), field=error.field, violations=error.violations, word=word)
