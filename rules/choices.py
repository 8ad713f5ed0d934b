"""Enums with a label per member, so a Django model can take its choices from the rules without the rules
importing Django: ``models.CharField(choices=ReportedInjury.choices())``.

``choices()`` returns plain values (``str``/``int``, never the enum members), so a migration writes them as
literals and a model that switches to these choices needs no new migration when values and labels match.
"""

from __future__ import annotations

from enum import IntEnum, StrEnum


class _Labelled:
    label: str

    @classmethod
    def choices(cls) -> list[tuple]:
        """``[(value, label), ...]`` in declaration order, as Django's ``choices`` expects."""
        return [(member.value, member.label) for member in cls]  # type: ignore[attr-defined]

    @classmethod
    def values(cls) -> list:
        return [member.value for member in cls]  # type: ignore[attr-defined]

    @classmethod
    def label_of(cls, value) -> str:
        """The label of a stored value (the value itself when no member has it)."""
        try:
            return cls(value).label  # type: ignore[call-arg]
        except ValueError:
            return str(value)


class LabelledStrEnum(_Labelled, StrEnum):
    """A string enum whose members are declared as ``NAME = "value", "Label"``."""

    def __new__(cls, value: str, label: str):
        member = str.__new__(cls, value)
        member._value_ = value
        member.label = label
        return member


class LabelledIntEnum(_Labelled, IntEnum):
    """An integer enum whose members are declared as ``NAME = 1, "Label"``."""

    def __new__(cls, value: int, label: str):
        member = int.__new__(cls, value)
        member._value_ = value
        member.label = label
        return member
