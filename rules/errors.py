"""The one error every service raises when it refuses a change.

A refusal carries the message for the person who asked, the form field it belongs beside, and the rule
violations behind it (``rules.violations.Violation``: code, message, field). Nothing was changed when it is raised.
Showing it is the same everywhere: ``error.add_to(form)`` puts each message beside its field (or above the form
when the form has no such field), so no view translates errors by hand.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any


class DomainError(Exception):
    """A refused change: ``message`` for the user, ``field`` for the form, ``violations`` from the rules."""

    def __init__(self, message: str, *, field: str = "", violations: Iterable[Any] = ()):
        super().__init__(message)
        self.message = message
        self.field = field
        self.violations = tuple(violations)

    def messages(self) -> list[tuple[str, str]]:
        """Each ``(field, message)`` to show: the violations one by one, else the error itself."""
        if self.violations:
            return [(getattr(v, "field", "") or self.field, v.message) for v in self.violations]
        return [(self.field, self.message)]

    def add_to(self, form, aliases: Mapping[str, str] | None = None) -> None:
        """Add the messages to a Django form: beside the named field (renamed through ``aliases`` or the form's
        own ``error_fields``), above the form when it has no such field."""
        names = {**getattr(form, "error_fields", {}), **(aliases or {})}
        for field, message in self.messages():
            name = names.get(field, field)
            form.add_error(name if name in form.fields else None, message)
