"""What the event page adds to its rounds: each game's records (disputes, corrections) and the coach's own game."""

from __future__ import annotations

from ..models import EventCoach, EventGame, ResultRecord


def attach_records(*, rounds: list[tuple]) -> None:
    """Each game's disputes and corrections, as ``game.corrections`` and ``game.dispute_records`` (one query, none
    when no game of ``event_rounds`` has a record; ``event_rounds`` marks each round drawn before a correction of an
    earlier result, ``round.corrected_before``)."""
    records: dict[int, list[ResultRecord]] = {}
    with_records = [game.pk for _, games in rounds for game in games if getattr(game, "has_records", True)]
    for record in ResultRecord.objects.filter(game__in=with_records).select_related("by") if with_records else ():
        records.setdefault(record.game_id, []).append(record)
    for _, games in rounds:
        for game in games:
            found = records.get(game.pk, [])
            game.corrections = [r for r in found if r.kind == ResultRecord.Kind.CORRECTED]
            game.dispute_records = [r for r in found if r.kind == ResultRecord.Kind.DISPUTED][-1:]


def my_game(*, rounds: list[tuple], coach: EventCoach | None) -> EventGame | None:
    """The coach's game of the latest round drawn (None if he has none there), marked ``is_mine`` with his
    ``opponent``: the event page starts with it."""
    if coach is None or not rounds:
        return None
    for game in rounds[0][1]:
        if coach.pk in (game.home_id, game.away_id):
            game.is_mine = True
            game.opponent = game.away if coach.pk == game.home_id else game.home
            return game
    return None

