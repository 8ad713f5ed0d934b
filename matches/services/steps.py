"""The post-game sequence as named steps, each applied and undone side by side.

Each team's sequence follows the 2020 rulebook's post-game sequence with seed 000's Sevens steps (the step names
and their order are ``rules.postgame.PostGameStep``). A step's ``apply`` makes its changes on the team in the
run and returns what it changed (``None``: it waits for the coach); its ``undo`` reverses exactly those recorded
changes when a commissioner voids the result. Reading a step tells you how it is reversed.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from rules import advancement, postgame
from rules.draft import gp
from rules.postgame import PostGameStep as Step
from teams import services as team_services
from teams.models import Player, Team

from ..models import PlayerReport
from ..selectors import advancement_candidates
from .common import step_dice

if TYPE_CHECKING:
    from .engine import Run

DEAD = PlayerReport.Injury.DEAD
SERIOUSLY_HURT = PlayerReport.Injury.SERIOUSLY_HURT


@dataclass(frozen=True)
class StepDef:
    step: Step
    apply: Callable[[Run], dict | None]
    undo: Callable[[Team, dict], None]

    @property
    def label(self) -> str:
        return self.step.label


def _players(team: Team, ids) -> list[Player]:
    ids = list(ids)
    return list(team.players.filter(pk__in=ids)) if ids else []


# --- 1. winnings, Dedicated Fans, the dead leave, the Draft --------------------------------------


def _side(run: Run) -> dict:
    match, team = run.match, run.team
    f = match.fixture
    home = team.pk == f.home_id
    return {
        "own_td": f.home_td if home else f.away_td,
        "other_td": f.away_td if home else f.home_td,
        "conceded": f.conceded_by_id == team.pk,
        "opponent_conceded": f.conceded_by_id is not None and f.conceded_by_id != team.pk,
        "attendance": (match.home_fan_factor or 0) + (match.away_fan_factor or 0),
    }


def apply_winnings_fans_draft(run: Run) -> dict:
    """2020 rulebook, post-game steps 1-2 (winnings, Dedicated Fans); seed 000, The Draft; the dead leave."""
    match, team = run.match, run.team
    dice = step_dice(match, team.pk, Step.WINNINGS_FANS_DRAFT)
    side = _side(run)
    opponent_winnings = 0
    if side["opponent_conceded"]:
        opponent_winnings = postgame.winnings(
            fan_attendance=side["attendance"], touchdowns=side["other_td"], conceded=False, opponent_conceded=False
        )
    earned = postgame.winnings(
        fan_attendance=side["attendance"],
        touchdowns=side["own_td"],
        conceded=side["conceded"],
        opponent_conceded=side["opponent_conceded"],
        opponent_winnings=opponent_winnings,
    )
    outcome = postgame.outcome_for(
        own_td=side["own_td"],
        other_td=side["other_td"],
        conceded=side["conceded"],
        opponent_conceded=side["opponent_conceded"],
    )
    fans = postgame.update_dedicated_fans(
        dedicated_fans=team.dedicated_fans, outcome=outcome, dice=dice, subject=team.name
    )
    reports = run.reports
    roster = run.active()
    dead = [p for p in roster if (r := reports.get(p.pk)) and r.lasting_injury == DEAD]
    survivors = [p for p in roster if p not in dead and not p.journeyman]
    draft_rolls = advancement.the_draft(
        ((p.pk, p.name or f"#{p.number} {p.position}", len(p.advancements)) for p in survivors), dice
    )
    leaving = {d.key for d in draft_rolls if d.leaves}
    drafted = [p for p in survivors if p.pk in leaving]
    team_services.players_set_status(players=dead, status=Player.Status.DEAD)
    team_services.players_set_status(players=drafted, status=Player.Status.DRAFTED)
    team.treasury += earned
    team.dedicated_fans = fans.after
    run.save_team("treasury", "dedicated_fans")
    rolls = run.keep_rolls(dice.rolls)
    parts = [f"winnings {gp(earned)}", f"Dedicated Fans {fans.before} → {fans.after}"]
    if dead:
        parts.append("dead: " + ", ".join(p.name or p.position for p in dead))
    if drafted:
        parts.append("left for the Draft: " + ", ".join(p.name or p.position for p in drafted))
    changes = {
        "treasury": earned,
        "fans": [fans.before, fans.after],
        "dead": [p.pk for p in dead],
        "drafted": [p.pk for p in drafted],
    }
    run.event(Step.WINNINGS_FANS_DRAFT, "; ".join(parts) + ".", changes, rolls, treasury_delta=earned)
    return changes


def undo_winnings_fans_draft(team: Team, changes: dict) -> None:
    """The winnings leave the treasury, the fans go back, the dead and the drafted return to the roster."""
    team.treasury -= changes.get("treasury", 0)
    if changes.get("fans"):
        team.dedicated_fans = changes["fans"][0]
    returning = _players(team, [*changes.get("dead", []), *changes.get("drafted", [])])
    team_services.players_set_status(players=returning, status=Player.Status.AVAILABLE)


# --- 2. Player Advancement -----------------------------------------------------------------------


def apply_advancement(run: Run) -> dict | None:
    """Seed 000, Player Advancement, once the coach has chosen (else the step waits)."""
    match, team = run.match, run.team
    choice = run.choice
    candidates = advancement_candidates(match, team, roster=run.roster, reports=run.reports)
    if not advancement.eligible(candidates):
        run.event(Step.ADVANCEMENT, "no player who played and survived can gain a skill.", {})
        return {"skipped": True}
    if choice is None or not choice.category or choice.player_id is None:
        return None
    dice = step_dice(match, team.pk, Step.ADVANCEMENT)
    candidate = next((c for c in advancement.eligible(candidates) if c.key == choice.player_id), None)
    if candidate is None:  # the chosen player left (the Draft, a correction): the coach chooses again
        run.forget_choice()
        return None
    try:
        result = advancement.advance(candidate, choice.kind, choice.category, dice, team.race_rules.edition)
    except advancement.AdvancementError:  # e.g. no skill of that category left: the coach chooses again
        run.forget_choice()
        return None
    player = next(p for p in run.roster if p.pk == candidate.key)
    before = player.value
    team_services.player_gain_skill(
        player=player,
        skill=result.skill,
        kind=result.kind,
        category=result.category,
        value=before + result.value_increase,
    )
    rolls = [*choice.rolls, *run.keep_rolls(dice.rolls)]
    changes = {"player": player.pk, "skill": result.skill, "value": [before, player.value]}
    run.event(
        Step.ADVANCEMENT,
        f"{candidate.name} gains {result.skill} (random {result.kind.title()}, {result.category}); "
        f"value {gp(before)} → {gp(player.value)}.",
        changes,
        rolls,
    )
    return changes


def undo_advancement(team: Team, changes: dict) -> None:
    """The skill gained is taken off again and the player's value goes back."""
    if changes.get("player"):
        player = team.players.get(pk=changes["player"])
        team_services.player_lose_skill(player=player, skill=changes["skill"], value=changes["value"][0])


# --- 3. Seriously Hurt players miss the next game ------------------------------------------------


def apply_missed_games(run: Run) -> dict:
    """Seed 000, Injury table 11: a Seriously Hurt player misses the team's next game; the players who missed this
    game are available again."""
    roster = run.active()
    hurt = [p for p in roster if (r := run.reports.get(p.pk)) and r.lasting_injury == SERIOUSLY_HURT]
    cleared = [p for p in roster if p.status == Player.Status.MISSES_NEXT_GAME and p not in hurt]
    team_services.players_set_status(players=cleared, status=Player.Status.AVAILABLE)
    team_services.players_set_status(players=hurt, status=Player.Status.MISSES_NEXT_GAME)
    changes = {"cleared": [p.pk for p in cleared], "mng": [p.pk for p in hurt]}
    if cleared or hurt:
        run.event(Step.MISSED_GAMES, f"{len(hurt)} miss the next game; {len(cleared)} back from injury.", changes)
    return changes


def undo_missed_games(team: Team, changes: dict) -> None:
    """The hurt play the next game after all; those who were back miss it again."""
    team_services.players_set_status(players=_players(team, changes.get("mng", [])), status=Player.Status.AVAILABLE)
    team_services.players_set_status(
        players=_players(team, changes.get("cleared", [])), status=Player.Status.MISSES_NEXT_GAME
    )


# --- 4. Journeymen -------------------------------------------------------------------------------


def apply_journeymen(run: Run) -> dict:
    """Seed 000, Journeymen: those the coach keeps are hired permanently at their fee; the others leave."""
    team = run.team
    keep = set(run.choice.keep_journeymen if run.choice else [])
    race = team.race_rules
    kept, left = [], []
    for p in run.active():
        if not p.journeyman:
            continue
        fee = postgame.journeyman_fee(race, p.position, p.value)
        if p.pk in keep and postgame.can_keep_journeyman(fee=fee, treasury=team.treasury):
            team_services.journeyman_hire(player=p)
            team.treasury -= fee
            kept.append({"id": p.pk, "fee": fee})
        else:
            left.append(p)
    team_services.players_set_status(players=left, status=Player.Status.FIRED)
    paid = sum(k["fee"] for k in kept)
    if paid:
        run.save_team("treasury")
    changes = {"kept": kept, "left": [p.pk for p in left]}
    if kept or left:
        run.event(Step.JOURNEYMEN, f"{len(kept)} journeymen hired, {len(left)} leave.", changes, treasury_delta=-paid)
    return changes


def undo_journeymen(team: Team, changes: dict) -> None:
    """The fees come back; the kept are Journeymen again and those who left are back for the game."""
    kept = changes.get("kept", [])
    team.treasury += sum(k["fee"] for k in kept)
    team_services.journeymen_restore(team=team, player_ids=[k["id"] for k in kept])
    team_services.players_set_status(players=_players(team, changes.get("left", [])), status=Player.Status.AVAILABLE)


# --- 5. Team Value -------------------------------------------------------------------------------


def apply_team_value(run: Run) -> dict:
    """2020 rulebook, post-game: Team Value and Current Team Value recomputed (rules.teamvalue)."""
    team = run.team
    before = [team.team_value, team.current_team_value]
    team_services.recompute_values(team, run.roster)
    team.version += 1
    run.save_team("team_value", "current_team_value", "version")
    return {"tv": [before[0], team.team_value], "ctv": [before[1], team.current_team_value]}


def undo_team_value(team: Team, changes: dict) -> None:
    """Nothing of its own: the void recomputes both values once every other step is undone."""


SEQUENCE: tuple[StepDef, ...] = (
    StepDef(Step.WINNINGS_FANS_DRAFT, apply_winnings_fans_draft, undo_winnings_fans_draft),
    StepDef(Step.ADVANCEMENT, apply_advancement, undo_advancement),
    StepDef(Step.MISSED_GAMES, apply_missed_games, undo_missed_games),
    StepDef(Step.JOURNEYMEN, apply_journeymen, undo_journeymen),
    StepDef(Step.TEAM_VALUE, apply_team_value, undo_team_value),
)
BY_STEP = {definition.step: definition for definition in SEQUENCE}
