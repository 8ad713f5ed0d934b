"""Reads of leagues that need care."""

from __future__ import annotations

from django.db.models import Q, QuerySet

from .models import League


def leagues_for_user(*, user) -> QuerySet[League]:
    """The leagues the user runs or plays in, by name."""
    return League.objects.filter(Q(commissioners=user) | Q(memberships__user=user)).distinct().order_by("name")


def leagues_open_to(*, user) -> QuerySet[League]:
    """The leagues the user may enter a team in."""
    return leagues_for_user(user=user)
