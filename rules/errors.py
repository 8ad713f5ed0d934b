"""The one error every service raises when it refuses a change.

A refusal carries the message for the person who asked, the form field it belongs beside, and the rule
violations behind it (``rules.violations.Violation``: code, field, params; no words). Nothing was changed when it is
raised. Showing it is the same everywhere: ``error.add_to(form)`` puts each message beside its field (or above the
form when the form has no such field), so no view translates errors by hand.

The seam between the wordless rules and the worded pages: the service that raises a refusal with violations words
it there, passing the wording with them, ``DomainError(word(v), violations=[v], word=word)`` with
``core.wording.word``; ``messages()`` (and so ``add_to``) then words each violation with it. ``messages(word)``
takes another wording for one call. Without any, a violation shows as its code and values (a developer's view: the
rules core and its command line have no language).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any

Word = Callable[[Any], str]


def unworded(violation: Any) -> str:
    """A violation as its code and values, for a caller with no wording: ``budget_exceeded (cost=620000, ...)``."""
    params = ", ".join(f"{name}={value!r}" for name, value in getattr(violation, "params", {}).items())
    key = getattr(violation, "key", "") or getattr(violation, "code", "")
    return f"{key} ({params})" if params else key


class DomainError(Exception):
    """A refused change: ``message`` for the user, ``field`` for the form, ``violations`` from the rules and the
    ``word`` that words them (``core.wording.word``)."""

    def __init__(self, message: str, *, field: str = "", violations: Iterable[Any] = (), word: Word | None = None):
        super().__init__(message)
        self.message = message
        self.field = field
        self.violations = tuple(violations)
        self.word = word

    def messages(self, word: Word | None = None) -> list[tuple[str, str]]:
        """Each ``(field, message)`` to show: the violations one by one, worded by ``word`` (else the wording
        raised with them), else the error itself."""
        if self.violations:
            word = word or self.word or unworded
            return [(getattr(v, "field", "") or self.field, word(v)) for v in self.violations]
        return [(self.field, self.message)]

    def add_to(self, form, aliases: Mapping[str, str] | None = None) -> None:
        """Add the messages to a Django form: beside the named field (renamed through ``aliases`` or the form's
        own ``error_fields``), above the form when it has no such field."""
        names = {**getattr(form, "error_fields", {}), **(aliases or {})}
        for field, message in self.messages():
            name = names.get(field, field)
            form.add_error(name if name in form.fields else None, message)
