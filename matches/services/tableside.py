"""Table-side rolls: the ruleset's tables, each roll kept with the match."""

from __future__ import annotations

from django.core.exceptions import PermissionDenied
from django.db import transaction
from django.utils.translation import gettext as _

from rules.dice import Dice
from rules.errors import DomainError
from rules.tables import table as table_of
from teams.models import Team

from ..models import Match, MatchRoll
from ..permissions import can_see_match_day
from .common import roll_rows

TABLE_SIDE_SALT = 7_919  # the salt of the table side's dice: its n-th roll is the n-th of the match's seed


def table_side_dice(match: Match) -> Dice:
    """The dice of the match's next table-side roll, from the match's one seed and the number of table-side rolls
    already kept (the match row is locked meanwhile): the n-th roll of a game is made once and cannot be fished for
    by asking again, on the table-side page or the live game alike."""
    made = MatchRoll.objects.filter(match=match, post_game=False).count()
    return Dice(seed=(match.seed * 1_000_003 + TABLE_SIDE_SALT * 1_000 + made) % (2**63))


@transaction.atomic
def table_roll(*, match: Match, table_key: str, actor, team: Team | None = None, subject: str = "") -> MatchRoll:
    """Roll on one of the ruleset's tables for the table-side coach and keep the roll with the match, naming who
    rolled it (``subject``: the player it is for, else the team, else the coach who tapped the button). The dice are
    the match's (``table_side_dice``). Its coaches and the league's commissioners roll; the match row is locked
    while the roll is counted and kept, in its own transaction."""
    if not can_see_match_day(actor, match.fixture):
        raise PermissionDenied
    rules = match.fixture.season.league.rules()
    if table_key not in rules.tables.values():
        message = _("%(ruleset)s has no table %(table)s.") % {"ruleset": rules.name, "table": repr(table_key)}
        raise DomainError(message, field="table")
    table = table_of(table_key)
    match = Match.objects.select_for_update().get(pk=match.pk)
    dice = table_side_dice(match)
    # the subject says who the roll was for: the player, the team, or else the coach who tapped the button
    entry = table.roll(dice, why=table.title, subject=subject or (team.name if team else actor.get_username()))
    dice.annotate_last("%(entry)s: %(text)s", {"entry": {"term": entry.name}, "text": {"term": entry.text}})
    (row,) = roll_rows(match, team.pk if team else None, dice.rolls[-1:])
    row.save()
    return row
