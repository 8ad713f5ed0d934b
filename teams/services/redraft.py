"""The re-draft between seasons (Spike! Journal 22, Re-drafting a Blood Bowl Sevens Team), for rulesets that have
one (``Ruleset.redraft_base``): opened when the next season starts, with its Emergency Call-up rolls and its
Re-draft Budget, and done when the coach confirms whom he re-hires and which re-rolls and staff he keeps."""

from __future__ import annotations

from dataclasses import dataclass

from django.db import transaction
from django.utils import timezone
from django.utils.translation import gettext as _

from core.kept import kept as message
from core.wording import words
from rules import redraft as redraft_rules
from rules.dice import Dice
from rules.draft import Draft, DraftPlayer
from rules.errors import DomainError
from rules.players import next_free_number

from ..models import Player, Redraft, Team, TeamEvent
from ..permissions import can_edit_team
from ..selectors import teams_locked
from .common import new_player
from .history import history_record
from .players import players_set_status
from .values import recompute_values


@transaction.atomic
def teams_open_redraft(*, wins: dict[int, int], season_name: str, dice: Dice | None = None) -> list[Redraft]:
    """Open the re-draft of each team (team id -> fixtures won last season) whose ruleset has one: Rest &
    Relaxation (done by ``teams_carry_over``), then an Emergency Call-up D6 for each player with gained skills (a 1
    removes him), then the Re-draft Budget (``rules.redraft``). Each roll is made once and kept: a team's re-draft
    for a season is opened once."""
    dice = dice or Dice()
    opened = []
    for team in teams_locked(ids=list(wins)).values():
        ruleset = team.rules()
        if ruleset.redraft_base is None or Redraft.objects.filter(team=team, season_name=season_name).exists():
            continue
        start = len(dice.rolls)
        roster = list(team.players.filter(status__in=Player.ACTIVE, journeyman=False).order_by("number", "pk"))
        calls = redraft_rules.emergency_call_ups(
            ((p.pk, p.name or f"#{p.number} {p.position}", len(p.advancements)) for p in roster), dice
        )
        called = [p for p in roster if any(c.key == p.pk and c.called_up for c in calls)]
        players_set_status(players=called, status=Player.Status.DRAFTED)
        budget = redraft_rules.redraft_budget(ruleset, treasury=max(team.treasury, 0), wins=wins[team.pk])
        rolls = [r.as_dict() for r in dice.rolls[start:]]
        opened.append(
            Redraft.objects.create(
                team=team,
                season_name=season_name,
                wins=wins[team.pk],
                treasury=team.treasury,
                base=budget.base,
                win_bonus=budget.win_bonus,
                budget=budget.budget,
                forfeited=budget.forfeited,
                called_up=[p.pk for p in called],
                rolls=rolls,
            )
        )
        names = [p.name or p.position for p in called] or message("nobody")
        opened_with = {"season": season_name, "names": names, "budget": budget.budget}
        if budget.forfeited:
            line = message("redraft_opened.forfeited", opened_with, forfeited={"gp": budget.forfeited})
        else:
            line = message("redraft_opened", opened_with)
        history_record(
            team=team,
            kind=TeamEvent.Kind.SEASON,
            wording=[line],
            changes={"called_up": [p.pk for p in called], "budget": budget.budget},
            rolls=rolls,
        )
    return opened


@dataclass(frozen=True)
class Rehire:
    """A player the coach may re-hire: his previous seasons, the agent's fee and what re-hiring him costs."""

    player: Player
    seasons: int
    fee: int
    price: int


def redraft_rehires(*, team: Team, redraft: Redraft, players: list[Player]) -> list[Rehire]:
    """2025 rulebook, Re-draft Team: each player's price, "their Current Value ... plus an additional fee of 20,000
    gold pieces as an agent's fee for each previous season the player has taken part in" (``rules.redraft``).

    Reading: the season just ended counts for every player on the roster, and each earlier re-draft counts once
    more for a player who was on the roster when it opened and was re-hired in it (not released, not called up)."""
    ruleset = team.rules()
    earlier = list(team.redrafts.filter(status=Redraft.Status.DONE, created_at__lt=redraft.created_at))
    rows = []
    for p in players:
        seasons = 1 + sum(
            1 for d in earlier if d.created_at > p.hired_at and p.pk not in d.released and p.pk not in d.called_up
        )
        fee = redraft_rules.agent_fee(ruleset, seasons)
        rows.append(Rehire(p, seasons, fee, redraft_rules.rehire_price(ruleset, p.value, seasons)))
    return rows


@transaction.atomic
def team_redraft(
    *,
    team: Team,
    actor,
    keep: list[int],
    rerolls: int,
    assistant_coaches: int,
    cheerleaders: int,
    apothecary: bool,
    dedicated_fans: int | None = None,
    hires: list[tuple[str, str]] | None = None,
    veteran: str = "",
) -> Redraft:
    """Spike! Journal 22, Re-drafting, with the 2025 rulebook's Re-draft Team: the coach re-hires the players in
    ``keep`` at their Current Value plus the agent's fee (``redraft_rehires``), hires new players (``hires``:
    position and name) at their Hiring Fee, and buys the re-rolls, staff and Dedicated Fans (reset to 1: ``None``
    keeps 1) from the Re-draft Budget; every draft limit holds, seven players and a Veteran included
    (``rules.redraft.validate_redraft``). ``veteran`` names the new Veteran when the old one is not re-hired (a
    kept player's id, or ``hire-N`` for the N-th new player). The players he does not keep leave; what is left of
    the budget is the new treasury. Its coach or a commissioner; a refusal changes nothing."""
    team = teams_locked(ids=[team.pk])[team.pk]
    if not can_edit_team(actor, team):
        raise DomainError(_("Only the team's coach or a commissioner of its league may re-draft it."), field="keep")
    redraft = Redraft.objects.select_for_update().filter(team=team, status=Redraft.Status.OPEN).first()
    if redraft is None:
        raise DomainError(_("There is no re-draft waiting for this team."))
    ruleset, race = team.rules(), team.race_rules
    roster = list(team.players.filter(status__in=Player.ACTIVE, journeyman=False).order_by("number", "pk"))
    wanted = set(keep)
    kept = [p for p in roster if p.pk in wanted]
    if wanted - {p.pk for p in roster}:
        raise DomainError(_("Only the team's own players can be re-hired."), field="keep")
    fans = ruleset.dedicated_fans_start if dedicated_fans is None else dedicated_fans
    hires = [(pos.strip(), name.strip()) for pos, name in (hires or []) if pos.strip()]
    old_veteran = next((p for p in kept if p.veteran), None)
    new_veteran = "" if old_veteran is not None or not ruleset.veteran_required else veteran
    draft = _redraft_draft(race, kept, hires, new_veteran, rerolls=rerolls, assistant_coaches=assistant_coaches,
                           cheerleaders=cheerleaders, apothecary=apothecary, dedicated_fans=fans)
    prices = {r.player.pk: r.price for r in redraft_rehires(team=team, redraft=redraft, players=kept)}
    cost = redraft_rules.redraft_cost(
        ruleset, race, prices.values(), rerolls=rerolls, assistant_coaches=assistant_coaches,
        cheerleaders=cheerleaders, apothecary=apothecary, dedicated_fans=fans,
        new_players=[pos for pos, _name in hires],
    )
    budget = redraft_rules.RedraftBudget(
        redraft.base, redraft.treasury, redraft.wins, redraft.win_bonus, redraft.budget + redraft.forfeited,
        redraft.budget, redraft.forfeited,
    )
    report = redraft_rules.validate_redraft(draft, ruleset, budget, cost=cost)
    if report.errors:
        first = report.errors[0]
        raise DomainError(" ".join(words(report.errors)), field=_field(first))
    # Reading: Journeymen are not the team's own players (seed 000 and the 2025 rulebook, Journeymen); a re-draft
    # builds the team afresh from its own players, so any Journeyman still on the roster leaves with the released.
    journeymen = list(team.players.filter(status__in=Player.ACTIVE, journeyman=True))
    released = [p for p in roster if p.pk not in wanted] + journeymen
    players_set_status(players=released, status=Player.Status.FIRED)
    for p in kept:
        if new_veteran == str(p.pk):
            p.veteran, p.ma = True, ruleset.veteran_profile_ma(p.ma)
            p.save(update_fields=["veteran", "ma"])
    hired = []
    for draft_player in draft.players[len(kept) :]:
        player = new_player(team, race, draft_player, draft_player.number)
        player.save()
        hired.append(player)
    before = team.treasury
    team.rerolls, team.assistant_coaches, team.cheerleaders = rerolls, assistant_coaches, cheerleaders
    team.apothecary, team.dedicated_fans = apothecary, fans
    team.treasury = redraft.budget - cost
    recompute_values(team, [*kept, *hired])
    team.version += 1
    team.save()
    redraft.status, redraft.cost, redraft.done_at, redraft.done_by = Redraft.Status.DONE, cost, timezone.now(), actor
    redraft.released = [p.pk for p in released]
    redraft.save()
    _record_redraft(team, redraft, actor, kept=kept, hired=hired, released=released, fees=sum(prices.values())
                    - sum(p.value for p in kept), fans=fans, cost=cost, treasury_delta=team.treasury - before)
    return redraft


def _record_redraft(team, redraft, actor, *, kept, hired, released, fees, fans, cost, treasury_delta) -> None:
    """The re-draft in the team's history: who was re-hired (with the agent's fees), hired and released, the fans,
    what was spent and the treasury left."""
    history_record(
        team=team,
        kind=TeamEvent.Kind.SEASON,
        wording=[_redraft_line(redraft, kept=len(kept), hired=len(hired), released=len(released), fees=fees,
                               fans=fans, cost=cost, treasury=team.treasury)],
        changes={
            "kept": [p.pk for p in kept], "hired": [p.pk for p in hired], "released": redraft.released,
            "cost": cost, "agent_fees": fees, "dedicated_fans": fans,
        },
        treasury_delta=treasury_delta,
        actor=actor,
    )


def _redraft_line(redraft, *, kept: int, hired: int, released: int, fees: int, fans: int, cost: int,
                  treasury: int) -> dict:
    """The re-draft's history line: each part a whole clause of its own (the players re-hired, with the agent's
    fees; hired; released), then the fans and the gold."""
    parts = [message("rehired.fees", count=kept, fees={"gp": fees}) if fees else message("rehired", count=kept)]
    if hired:
        parts.append(message("redraft_hired", count=hired))
    if released:
        parts.append(message("redraft_released", count=released))
    return message(
        "redrafted",
        season=redraft.season_name,
        players=parts,
        fans=fans,
        cost=cost,
        budget=redraft.budget,
        treasury=treasury,
    )


def _redraft_draft(race, kept, hires, new_veteran: str, **staff) -> Draft:
    """The re-drafted team as a draft, for the rules core's check: the kept players under their numbers with their
    skills (the Veteran kept, or the one named among them), then the hires under the lowest free numbers (one of
    them the new Veteran when named ``hire-N``), and the re-rolls, staff and fans bought."""
    taken = {p.number for p in kept}
    numbers = []
    for _hire in hires:
        numbers.append(next_free_number(taken))
        taken.add(numbers[-1])
    players = [
        DraftPlayer(p.position, number=p.number, name=p.name, skills=tuple(p.gained_skill_names),
                    veteran=p.veteran or new_veteran == str(p.pk))
        for p in kept
    ]
    players += [
        DraftPlayer(pos, number=n, name=name, veteran=new_veteran == f"hire-{i}")
        for i, ((pos, name), n) in enumerate(zip(hires, numbers, strict=True))
    ]
    return Draft(race=race.name, players=tuple(players), **staff)


def _field(violation) -> str:
    """The page's field for a violation (the Veteran's has its own select; a player's line is the list of
    players)."""
    if violation.code.startswith("veteran"):
        return "veteran"
    return "keep" if violation.field.startswith("players") else violation.field or "keep"
