"""Table-side rolls: the ruleset's tables, each roll kept with the match."""

from __future__ import annotations

from rules.dice import Dice
from rules.errors import DomainError
from rules.tables import table as table_of
from teams.models import Team

from ..models import Match, MatchRoll
from .common import roll_rows


def table_roll(*, match: Match, table_key: str, actor, team: Team | None = None) -> MatchRoll:
    """Roll on one of the ruleset's tables for the table-side coach and keep the roll with the match, naming who
    rolled it (the team, or else the coach who tapped the button)."""
    rules = match.fixture.season.league.rules()
    if table_key not in rules.tables.values():
        raise DomainError(f"{rules.name} has no table {table_key!r}.", field="table")
    table = table_of(table_key)
    dice = Dice()
    # the subject says who the roll was for: the team, or else the coach who tapped the button
    entry = table.roll(dice, why=table.title, subject=team.name if team else actor.get_username())
    dice.annotate_last(f"{entry.name}: {entry.text}")
    (row,) = roll_rows(match, team.pk if team else None, dice.rolls[-1:])
    row.save()
    return row
