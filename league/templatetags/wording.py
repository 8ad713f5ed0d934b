"""Wording filters: ``{% load wording %}``."""

from __future__ import annotations

from django import template
from django.utils.html import format_html
from django.utils.safestring import mark_safe
from django.utils.text import get_text_list
from django.utils.translation import gettext

register = template.Library()


@register.filter
def possessive(name) -> str:
    """The possessive of a name: "Beasts'" for a name ending in s, "Rookies'" too, "Reikland Orcs'", else "Nuln's"."""
    name = str(name or "")
    if not name:
        return ""
    return f"{name}'" if name[-1] in "sS" else f"{name}'s"


@register.filter
def strong_list(names) -> str:
    """Names in bold, listed as a sentence in the page's language lists them (Django's ``get_text_list`` with
    "and"): "<strong>Ann</strong>, <strong>Bo</strong> and <strong>Cy</strong>"."""
    shown = [format_html("<strong>{}</strong>", name) for name in names]
    return mark_safe(get_text_list(shown, gettext("and")))  # noqa: S308 (each name is escaped by format_html)
