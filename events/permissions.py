"""Who may do what with an event: its organisers run it (they are its commissioners, seed 003's organiser)."""

from __future__ import annotations


def is_organiser(user, event) -> bool:
    return bool(user and user.is_authenticated) and event.organisers.filter(pk=user.pk).exists()
