"""How a broken rule is reported: a ``Violation``, a stable code with the values behind it and no words.

The rules core speaks no language. A violation is its ``code`` (stable: forms, the API and the tests read it), the
form ``field`` it belongs beside, and ``params``: the numbers, names and codes a sentence needs (``{"cost": 620000,
"budget": 600000}``). Where one code is said in more than one way (the draft and a purchase, a kind of staff), its
``variant`` names which. The apps word it in one place, ``core.wording.word(violation)``: the catalogue there has a
sentence for ``code`` or ``code.variant`` with the params as named placeholders.

Conventions the wording relies on: gold pieces are integers under the names ``cost``, ``budget``, ``price``,
``treasury`` (printed with the locale's grouping); a player is ``player`` (his name, or ""), with ``number`` and
``position`` to name him when he has none; lists of names are tuples.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from dataclasses import field as dataclass_field
from typing import Any


@dataclass(frozen=True)
class Violation:
    code: str
    field: str = ""
    params: Mapping[str, Any] = dataclass_field(default_factory=dict, hash=False)
    variant: str = ""

    def __post_init__(self) -> None:
        object.__setattr__(self, "params", dict(self.params))  # its own copy, never the caller's

    @property
    def key(self) -> str:
        """The wording's key: ``code``, or ``code.variant``."""
        return f"{self.code}.{self.variant}" if self.variant else self.code

    def as_dict(self) -> dict:
        return {"code": self.code, "field": self.field, "params": dict(self.params)}
