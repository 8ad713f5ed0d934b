"""What the events tell the apps after them (they connect receivers in their ``AppConfig.ready()``; webhooks posts
them to Discord and to signed JSON receivers). Each is sent inside the transaction of the change; a receiver that
acts outside the database waits for the commit (``transaction.on_commit``)."""

from __future__ import annotations

from django.dispatch import Signal

from .models import EventGame

# Sent with ``round=`` inside the transaction that draws it (its games are written before the signal).
round_drawn = Signal()

# Sent with ``round=`` inside the transaction that confirms the last open game of the round: its standings stand.
round_completed = Signal()

# Sent with ``event=`` right after ``round_completed`` of the event's last planned round: the event is over.
event_finished = Signal()


def send_if_round_complete(game: EventGame) -> None:
    """After ``game``'s result is confirmed (inside that transaction): ``round_completed`` when no game of its round
    is open any more (one query), and ``event_finished`` when that round is the last the rulespack plans (the rule
    ``todo._finished`` and the events list read)."""
    round_ = game.round
    if EventGame.objects.filter(round_id=round_.pk).exclude(status=EventGame.Status.CONFIRMED).exists():
        return
    round_completed.send(sender=type(round_), round=round_)
    if round_.number >= round_.event.pack().rounds:
        event_finished.send(sender=type(round_.event), event=round_.event)
