"""The one source of randomness: a seedable dice object that records every roll.

Every roll carries what was rolled (``D6``, ``2D6``, ``D8`` ...), why, for whom, the faces and the
result, so a league can audit what changed a team. Tests use ``LoadedDice`` to fix the faces.

The core speaks no language: ``why`` and ``detail`` are the English the apps word (``core.kept.ROLLS``: a
sentence with named placeholders, whose values are the roll's ``params``; a gold amount is ``{"gp": 10000}``, a rule
term ``{"term": "Blizzard"}``), a rule term (a table's title, a result's name) or a name.
"""

from __future__ import annotations

import random
import secrets
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import asdict, dataclass, field
from typing import Any, TypeVar

T = TypeVar("T")
Params = Mapping[str, Any] | None


@dataclass(frozen=True)
class Roll:
    what: str
    why: str
    faces: tuple[int, ...]
    result: int
    subject: str = ""
    detail: str = ""
    params: Mapping[str, Any] = field(default_factory=dict, hash=False)

    def as_dict(self) -> dict:
        data = asdict(self)
        data["faces"] = list(self.faces)
        if self.params:
            data["params"] = dict(self.params)
        else:  # a roll whose reason names no value is kept as it always was
            del data["params"]
        return data

    @classmethod
    def from_dict(cls, data: dict) -> Roll:
        return cls(
            what=data["what"],
            why=data["why"],
            faces=tuple(data["faces"]),
            result=data["result"],
            subject=data.get("subject", ""),
            detail=data.get("detail", ""),
            params=data.get("params") or {},
        )

    def __str__(self) -> str:
        faces = "+".join(map(str, self.faces)) if len(self.faces) > 1 else ""
        shown = f"{self.result} ({faces})" if faces else str(self.result)
        who = f" [{self.subject}]" if self.subject else ""
        extra = f": {english(self.detail, self.params)}" if self.detail else ""
        return f"{self.what} for {english(self.why, self.params)}{who} = {shown}{extra}"


def _plain(value: Any) -> Any:
    if isinstance(value, dict):
        return f"{value['gp']:,}" if "gp" in value else value.get("term", value)
    if isinstance(value, list | tuple):
        return ", ".join(str(_plain(item)) for item in value)
    return value


def english(text: str, params: Mapping[str, Any]) -> str:
    """A roll's ``why`` or ``detail`` with its params, in the rules' English (a log, a test; the pages word it)."""
    if not params or "%(" not in text:
        return text
    return text % {name: _plain(value) for name, value in params.items()}


@dataclass
class Dice:
    """Seedable dice; ``rolls`` lists every roll in order."""

    seed: int | None = None
    rolls: list[Roll] = field(default_factory=list)

    def __post_init__(self) -> None:
        if self.seed is None:
            self.seed = secrets.randbits(48)
        self._rng = random.Random(self.seed)

    def _face(self, sides: int) -> int:
        return self._rng.randint(1, sides)

    def roll(
        self, sides: int, count: int = 1, *, why: str, subject: str = "", detail: str = "", params: Params = None
    ) -> Roll:
        """Roll ``count`` dice of ``sides`` sides and record the sum (``params``: the values ``why`` names)."""
        if sides < 2 or count < 1:
            raise ValueError("a roll needs at least one die of two or more sides")
        faces = tuple(self._face(sides) for _ in range(count))
        what = f"{count if count > 1 else ''}D{sides}"
        entry = Roll(
            what=what, why=why, faces=faces, result=sum(faces), subject=subject, detail=detail, params=params or {}
        )
        self.rolls.append(entry)
        return entry

    def d3(self, *, why: str, subject: str = "", params: Params = None) -> int:
        """A D3: a D6 halved, rounding up."""
        face = self._face(6)
        entry = Roll(what="D3", why=why, faces=(face,), result=(face + 1) // 2, subject=subject, params=params or {})
        self.rolls.append(entry)
        return entry.result

    def d6(self, *, why: str, subject: str = "", params: Params = None) -> int:
        return self.roll(6, why=why, subject=subject, params=params).result

    def d8(self, *, why: str, subject: str = "", params: Params = None) -> int:
        return self.roll(8, why=why, subject=subject, params=params).result

    def two_d6(self, *, why: str, subject: str = "", params: Params = None) -> int:
        return self.roll(6, 2, why=why, subject=subject, params=params).result

    def choice(self, options: Sequence[T], *, why: str, subject: str = "", label=str, params: Params = None) -> T:
        """Pick one option at random with a die of as many sides as there are options."""
        if not options:
            raise ValueError(f"nothing to choose from for {why}")
        if len(options) == 1:
            picked = options[0]
            entry = Roll("D1", why, (1,), 1, subject=subject, detail=label(picked), params=params or {})
            self.rolls.append(entry)
            return picked
        face = self._face(len(options))
        picked = options[face - 1]
        self.rolls.append(
            Roll(
                what=f"D{len(options)}",
                why=why,
                faces=(face,),
                result=face,
                subject=subject,
                detail=label(picked),
                params=params or {},
            )
        )
        return picked

    def annotate_last(self, detail: str, params: Params = None) -> None:
        """Add what the last roll meant (e.g. the table result) to its record, with the values it names."""
        last = self.rolls[-1]
        self.rolls[-1] = Roll(
            last.what, last.why, last.faces, last.result, last.subject, detail, {**last.params, **(params or {})}
        )

    def drain(self) -> list[Roll]:
        """Return the rolls recorded so far and start a fresh record."""
        taken, self.rolls = self.rolls, []
        return taken


class LoadedDice(Dice):
    """Dice whose faces are given in advance, for tests: ``LoadedDice([6, 1, 4])``."""

    def __init__(self, faces: Iterable[int]):
        self._faces = list(faces)
        super().__init__(seed=0)

    def _face(self, sides: int) -> int:
        if not self._faces:
            raise AssertionError("LoadedDice ran out of faces")
        face = self._faces.pop(0)
        if not 1 <= face <= sides:
            raise AssertionError(f"loaded face {face} cannot come up on a D{sides}")
        return face

    @property
    def remaining(self) -> list[int]:
        return list(self._faces)
