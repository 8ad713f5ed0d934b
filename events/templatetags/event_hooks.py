"""The ``game_panels`` tag: an event game's panels from the apps after events (``events.hooks``)."""

from __future__ import annotations

from django import template
from django.utils.safestring import mark_safe

from events import hooks

register = template.Library()


@register.simple_tag(takes_context=True)
def game_panels(context, game) -> str:
    """Each registered panel's template rendered with the page's context and the panel's own."""
    rendered = []
    for panel in hooks.game_panels(request=context.get("request"), game=game):
        name = panel.pop("template")
        with context.push(**panel):
            rendered.append(context.template.engine.get_template(name).render(context))
    return mark_safe("".join(rendered))  # noqa: S308 (each panel is a rendered template, escaped as any page)
