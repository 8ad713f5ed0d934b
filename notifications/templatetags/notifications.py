from django import template

from ..selectors import todo_count

register = template.Library()


@register.simple_tag(takes_context=True)
def waiting_count(context) -> int:
    """How many things wait for the signed-in user (cached: no query while nothing changed)."""
    request = context.get("request")
    user = getattr(request, "user", None)
    if user is None or not user.is_authenticated:
        return 0
    return todo_count(user=user)
