"""Wording filters: ``{% load wording %}``."""

from __future__ import annotations

from django import template

register = template.Library()


@register.filter
def possessive(name) -> str:
    """The possessive of a name: "Beasts'" for a name ending in s, "Rookies'" too, "Reikland Orcs'", else "Nuln's"."""
    name = str(name or "")
    if not name:
        return ""
    return f"{name}'" if name[-1] in "sS" else f"{name}'s"
