"""A team's player-by-player report of a game, before its result is confirmed."""

from __future__ import annotations

from django.db import transaction
from django.utils.translation import gettext as _

from core import datagen
from core.wording import word
from league.models import Fixture
from league.selectors import fixture_scopes
from rules import report
from rules.errors import DomainError
from rules.report import ReportedInjury
from rules.violations import Violation
from teams.models import Player, Team
from teams.permissions import can_edit_team

from ..models import InducementPurchase, Match, PlayerReport

ACTIONS = ("completions", "interceptions", "fouls")
"""The counts a line may carry beside touchdowns and casualties (``rules.livereport.ReportLine``'s); each is refused
beside its own field, ``p<player id>_<figure>`` (as is ``sent_off``)."""


def wandering(match: Match, team: Team) -> int:
    """How many Wandering Apothecaries the team induced for this game."""
    purchase = InducementPurchase.objects.filter(match=match, team=team).first()
    return purchase.wandering_apothecaries if purchase else 0


def _refuse(refusals) -> None:
    """Raise the first refusal (a line's problems are shown one at a time, as the form shows them)."""
    for violation in refusals:
        if violation is not None:
            raise DomainError(word(violation), field=violation.field, violations=[violation], word=word)


def _action_refusals(line: dict, *, player: Player, played: bool) -> list[Violation | None]:
    """Completions, interceptions and fouls as counts under the sanity bound, sent off as yes or no, each refused
    beside its field; none of them for a player who did not play."""
    who, field = f"#{player.number}", f"p{player.pk}_"
    refusals = [
        report.recorded_count_refusal(line.get(figure, 0), what=figure, field=field + figure, player=who)
        for figure in ACTIONS
    ]
    sent_off = line.get("sent_off", False)
    if not isinstance(sent_off, bool):
        refusals.append(Violation("sent_off", field + "sent_off", {"player": who}))
    if not played and (sent_off is True or any(line.get(figure) for figure in ACTIONS)):
        refusals.append(Violation("not_played", field + "played", {"player": who}, variant="actions"))
    return refusals


@datagen.scoped
@transaction.atomic
def report_players(
    *, match: Match, team: Team, actor, lines: list[dict], stalled: bool | None = None
) -> list[PlayerReport]:
    """Record a team's player lines for a game not yet confirmed: played, touchdowns, casualties caused,
    completions, interceptions, fouls, sent off, a lasting injury and the apothecary's D6 (seed 000, Apothecaries,
    with the 2020 rulebook's Wandering Apothecaries: one patch-up for the team's own apothecary, one more for each
    Wandering Apothecary induced for the game).

    A player who must miss this game (seed 000, Injury table 11) cannot be reported as playing: the refusal is
    beside his line (``p<id>_played``). ``stalled``: whether a player of the team was deemed to be Stalling (2025
    rulebook, Collect Winnings; recorded only under a ruleset with ``winnings_not_stalling``, None leaves it).

    Reading (rules.report, MAX_RECORDED_PER_GAME): the sanity bound on touchdowns and casualties holds for
    completions, interceptions and fouls too (a Sevens team has one Pass and one Foul action a turn, far fewer turns
    than the bound, so a larger count is a typing slip); a player who did not play records none of them and is not
    sent off. A sending-off needs no foul (a secret weapon is sent off too).

    The fixture is locked and checked in this transaction, so a report cannot land after its game is confirmed; then
    the actor, who must be the team's coach or a commissioner of its league (``can_edit_team``, asked here as well as
    in the view).
    """
    fixture = Fixture.objects.select_for_update().get(pk=match.fixture_id)
    datagen.touches(*fixture_scopes(fixture, team.league_id))  # both coaches' lists: each sees the other's report
    if fixture.status == Fixture.Status.CONFIRMED:
        raise DomainError(_("This game's result is confirmed; ask a commissioner to void it first."))
    if team.pk not in (fixture.home_id, fixture.away_id):
        raise DomainError(_("That team did not play this game."))
    if not can_edit_team(actor, team):
        raise DomainError(_("Only the team's coach or a commissioner of its league can report its players."))
    roster = {p.pk: p for p in team.players.filter(status__in=Player.ACTIVE)}
    reports = []
    for line in lines:
        player = roster.get(line.get("player"))
        if player is None:
            raise DomainError(_("A player line names a player who is not on this team's roster."), field="player")
        who = f"#{player.number}"
        injury = line.get("injury", "") or ""
        roll = line.get("apothecary_roll")
        refusals = [
            report.recorded_count_refusal(line.get("touchdowns", 0), what="touchdowns", field="touchdowns", player=who),
            report.recorded_count_refusal(line.get("casualties", 0), what="casualties", field="casualties", player=who),
            None if injury in ReportedInjury.values() else Violation("unknown_injury", "injury", {"player": who}),
            report.apothecary_roll_refusal(injury=injury, roll=roll, player=who),
        ]
        played = bool(line.get("played", True))
        refusals.append(
            report.missed_game_refusal(
                misses_this_game=player.status == Player.Status.MISSES_NEXT_GAME,
                played=played,
                player=who,
                field=f"p{player.pk}_played",
            )
        )
        if not played and (line.get("touchdowns") or line.get("casualties") or injury):
            refusals.append(Violation("not_played", "played", {"player": who}))
        refusals += _action_refusals(line, player=player, played=played)
        _refuse(refusals)
        reports.append(
            PlayerReport(
                match=match,
                player=player,
                team=team,
                played=played,
                touchdowns=line.get("touchdowns", 0),
                casualties=line.get("casualties", 0),
                **{figure: line.get(figure, 0) for figure in ACTIONS},
                sent_off=line.get("sent_off", False),
                injury=injury,
                apothecary_roll=roll,
            )
        )
    patch_ups = report.patch_ups(r.apothecary_roll for r in reports)
    _refuse(
        [
            report.patch_up_refusal(
                patch_ups=patch_ups, has_apothecary=team.apothecary, team=team.name, wandering=wandering(match, team)
            )
        ]
    )
    if stalled is not None and team.rules().winnings_not_stalling:
        side = "home_stalled" if team.pk == fixture.home_id else "away_stalled"
        Match.objects.filter(pk=match.pk).update(**{side: bool(stalled)})
        setattr(match, side, bool(stalled))
    PlayerReport.objects.filter(match=match, team=team).delete()
    return PlayerReport.objects.bulk_create(reports)
