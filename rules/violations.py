"""How a broken rule is reported: a ``Violation`` (stable code, message, form field) and the few words the
messages share (gold pieces as printed, plural nouns)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Violation:
    code: str
    message: str
    field: str = ""

    def as_dict(self) -> dict:
        return {"code": self.code, "message": self.message}


def gp(amount: int) -> str:
    """An integer number of gold pieces as printed: 600000 -> "600,000"."""
    return f"{amount:,}"


def plural(name: str, count: int) -> str:
    if count == 1:
        return name
    if name.endswith("man"):
        return name[:-3] + "men"
    if name.endswith("woman"):
        return name[:-5] + "women"
    if name.endswith(("ch", "sh", "x")):
        return name + "es"
    if name.endswith("s"):
        return name
    return name + "s"


def count_of(n: int, noun: str) -> str:
    """``3 Blitzers``, ``1 Big Guy``."""
    return f"{n} {plural(noun, n)}"


def a_or_an(noun: str) -> str:
    """``an apothecary``, ``a cheerleader``."""
    return f"a{'n' if noun[:1].lower() in 'aeiou' else ''} {noun}"
