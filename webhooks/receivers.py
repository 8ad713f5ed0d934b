"""How the webhooks hear what happens, connected in ``WebhooksConfig.ready()``: each signal of the league, matches
and events queues an announcement (kind and object id) once the transaction that sent it commits; the task reads
what happened then and makes one delivery per webhook listening (``services.deliveries.announce``). Nothing is
read inside the sender's transaction."""

from __future__ import annotations

from events.signals import event_finished, round_completed, round_drawn
from league.signals import fixture_forfeited, fixture_scheduled, result_confirmed, round_played, season_finished
from matches.signals import post_game_finished

from .models import Kind
from .services.queue import queue_announce


def on_result_confirmed(sender, *, fixture, **kwargs) -> None:
    queue_announce(Kind.RESULT_CONFIRMED, fixture.pk)


def on_fixture_forfeited(sender, *, fixture, **kwargs) -> None:
    queue_announce(Kind.RESULT_CONFIRMED, fixture.pk)  # a forfeit is a result, announced with its reason


def on_round_played(sender, *, fixture, **kwargs) -> None:
    queue_announce(Kind.ROUND_PLAYED, fixture.pk)


def on_fixture_scheduled(sender, *, fixture, **kwargs) -> None:
    queue_announce(Kind.FIXTURE_SCHEDULED, fixture.pk)


def on_post_game_finished(sender, *, match_id, **kwargs) -> None:
    queue_announce(Kind.POST_GAME, match_id)


def on_season_finished(sender, *, season, **kwargs) -> None:
    queue_announce(Kind.SEASON_FINISHED, season.pk)


def on_round_drawn(sender, *, round, **kwargs) -> None:  # noqa: A002 (the signal's argument)
    queue_announce(Kind.ROUND_DRAWN, round.pk)


def on_round_completed(sender, *, round, **kwargs) -> None:  # noqa: A002
    queue_announce(Kind.ROUND_COMPLETED, round.pk)


def on_event_finished(sender, *, event, **kwargs) -> None:
    queue_announce(Kind.EVENT_FINISHED, event.pk)


def connect() -> None:
    result_confirmed.connect(on_result_confirmed, dispatch_uid="webhooks.result_confirmed")
    fixture_scheduled.connect(on_fixture_scheduled, dispatch_uid="webhooks.fixture_scheduled")
    fixture_forfeited.connect(on_fixture_forfeited, dispatch_uid="webhooks.fixture_forfeited")
    round_played.connect(on_round_played, dispatch_uid="webhooks.round_played")
    post_game_finished.connect(on_post_game_finished, dispatch_uid="webhooks.post_game_finished")
    season_finished.connect(on_season_finished, dispatch_uid="webhooks.season_finished")
    round_drawn.connect(on_round_drawn, dispatch_uid="webhooks.round_drawn")
    round_completed.connect(on_round_completed, dispatch_uid="webhooks.round_completed")
    event_finished.connect(on_event_finished, dispatch_uid="webhooks.event_finished")
