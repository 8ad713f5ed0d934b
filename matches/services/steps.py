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

from core.kept import kept
from rules import advancement, advancement_2025, postgame
from rules.postgame import Concession
from rules.postgame import PostGameStep as Step
from teams import services as team_services
from teams.models import Player, Team

from ..models import PlayerReport
from ..selectors import advancement_candidates, keep_refusals
from .common import step_dice
from .draft_offers import apply_draft_offers, undo_draft_offers

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


def concession_of(fixture) -> str:
    """The fixture's kind of concession (``rules.postgame.Concession``). Reading: a result that names a conceding
    team without saying which kind (a result entered before the kinds existed) is a concession with penalty."""
    kind = getattr(fixture, "concession", "") or ""
    if fixture.conceded_by_id is not None and not kind:
        return Concession.CONCEDED
    return kind if fixture.conceded_by_id is not None else Concession.NONE


def _side(run: Run) -> dict:
    match, team = run.match, run.team
    f = match.fixture
    home = team.pk == f.home_id
    penalties = postgame.concession_penalties(concession_of(f))
    return {
        "own_td": f.home_td if home else f.away_td,
        "other_td": f.away_td if home else f.home_td,
        "conceded": f.conceded_by_id == team.pk,
        "opponent_conceded": f.conceded_by_id is not None and f.conceded_by_id != team.pk,
        "penalties": penalties,
        "attendance": (match.home_fan_factor or 0) + (match.away_fan_factor or 0),
        "stalled": match.home_stalled if home else match.away_stalled,
    }


def apply_winnings_fans_draft(run: Run) -> dict:
    """2020 rulebook, post-game steps 1-2 (winnings, Dedicated Fans) and Conceding; seed 000, The Draft; the dead
    leave."""
    match, team = run.match, run.team
    dice = step_dice(match, team.pk, Step.WINNINGS_FANS_DRAFT)
    side = _side(run)
    penalised = side["penalties"].no_winnings
    rules = team.rules()
    earned = postgame.winnings(  # 2025: +10,000 for a team none of whose players was deemed to be Stalling
        fan_attendance=side["attendance"],
        touchdowns=side["own_td"],
        conceded=side["conceded"] and penalised,
        opponent_conceded=side["opponent_conceded"] and penalised,
        not_stalling=rules.winnings_not_stalling and not side["stalled"],
        conceder_touchdowns=side["other_td"],
        edition=rules.edition,
    )
    outcome = postgame.outcome_for(
        own_td=side["own_td"],
        other_td=side["other_td"],
        conceded=side["conceded"],
        opponent_conceded=side["opponent_conceded"],
    )
    if side["conceded"] and side["penalties"].fans_drop:
        fans = postgame.conceded_fans(dedicated_fans=team.dedicated_fans, dice=dice, subject=team.name)
    else:
        fans = postgame.update_dedicated_fans(
            dedicated_fans=team.dedicated_fans,
            outcome=outcome,
            dice=dice,
            subject=team.name,
            ceiling=team.rules().dedicated_fans_ceiling,
        )
    reports = run.reports
    roster = run.active()
    dead = [p for p in roster if (r := reports.get(p.pk)) and r.lasting_injury == DEAD]
    survivors = [p for p in roster if p not in dead and not p.journeyman]
    draft_rolls = (
        []
        if team.rules().draft_after_advancement  # Spike! Journal 22: rolled by ``apply_draft_offers``
        else advancement.the_draft(
            ((p.pk, p.name or f"#{p.number} {p.position}", len(p.advancements)) for p in survivors), dice
        )
    )
    leaving = {d.key for d in draft_rolls if d.leaves}
    drafted = [p for p in survivors if p.pk in leaving]
    team_services.players_set_status(players=dead, status=Player.Status.DEAD)
    team_services.players_set_status(players=drafted, status=Player.Status.DRAFTED)
    team.treasury += earned
    team.dedicated_fans = fans.after
    run.save_team("treasury", "dedicated_fans")
    rolls = run.keep_rolls(dice.rolls)
    lines = [kept("winnings", winnings={"gp": earned}, before=fans.before, after=fans.after)]
    if dead:
        lines.append(kept("dead", names=[p.name or p.position for p in dead]))
    if drafted:
        lines.append(kept("left_for_the_draft", names=[p.name or p.position for p in drafted]))
    changes = {
        "treasury": earned,
        "fans": [fans.before, fans.after],
        "dead": [p.pk for p in dead],
        "drafted": [p.pk for p in drafted],
    }
    run.event(Step.WINNINGS_FANS_DRAFT, lines, changes, rolls, treasury_delta=earned)
    return changes


def undo_winnings_fans_draft(team: Team, changes: dict) -> None:
    """The winnings leave the treasury, the fans go back, the dead and the drafted return to the roster."""
    team.treasury -= changes.get("treasury", 0)
    if changes.get("fans"):
        team.dedicated_fans = changes["fans"][0]
    returning = _players(team, [*changes.get("dead", []), *changes.get("drafted", [])])
    team_services.players_set_status(players=returning, status=Player.Status.AVAILABLE)


# --- 1b. a concession's players who quit ---------------------------------------------------------


def apply_concession(run: Run) -> dict:
    """2020 rulebook, Conceding: a D6 for each player of the conceding team with 3 or more advancements; on 1-3 he
    quits the team (nothing for a penalty-free concession, or for the team that did not concede)."""
    side = _side(run)
    if not (side["conceded"] and side["penalties"].players_may_quit):
        return {}
    dice = step_dice(run.match, run.team.pk, Step.CONCESSION)
    roster = [p for p in run.active() if not p.journeyman]
    rolls = postgame.conceding_players_quit(
        ((p.pk, p.name or f"#{p.number} {p.position}", len(p.advancements)) for p in roster), dice
    )
    quitting = {r.key for r in rolls if r.quits}
    leaving = [p for p in roster if p.pk in quitting]
    changes = {"quit": [[p.pk, p.status] for p in leaving]}
    team_services.players_set_status(players=leaving, status=Player.Status.FIRED)
    kept_rolls = run.keep_rolls(dice.rolls)
    if rolls:
        names = [p.name or p.position for p in leaving]
        line = kept("conceding_quit", names=names) if names else kept("conceding_quit.nobody")
        run.event(Step.CONCESSION, [line], changes, kept_rolls)
    return changes


def undo_concession(team: Team, changes: dict) -> None:
    """The players who quit come back with the status they had."""
    by_status: dict[str, list[int]] = {}
    for pk, status in changes.get("quit", []):
        by_status.setdefault(status, []).append(pk)
    for status, ids in by_status.items():
        team_services.players_set_status(players=_players(team, ids), status=status)


# --- 2. Player Advancement -----------------------------------------------------------------------


def apply_advancement(run: Run) -> dict | None:
    """Seed 000, Player Advancement, once the coach has chosen (else the step waits); never a skill the league or
    ruleset bans. Spike! Journal 22, Player Advancement: a Primary skill waits for its three candidates and a D3
    chooses among them; a Secondary skill goes to a random player who was not a Casualty, and in the 2025 edition
    (its New Skills) is the one the coach kept of the two rolled with his choice."""
    match, team = run.match, run.team
    ruleset = team.rules()
    choice = run.choice
    candidates = advancement_candidates(
        match, team, roster=run.roster, reports=run.reports, missed=run.missed_this_game()
    )
    pool = advancement_2025.eligible_for(ruleset, candidates)
    if not pool:  # the line says who it takes: the ruleset's eligibility (its refusal's variant)
        who = advancement_2025.eligibility_refusal(ruleset).variant
        run.event(Step.ADVANCEMENT, [kept(f"advancement_nobody.{who}")], {})
        return {"skipped": True}
    if choice is None or not choice.category or choice.player_id is None or choice.waiting_for:
        return None
    dice = step_dice(match, team.pk, Step.ADVANCEMENT)
    candidate = next((c for c in pool if c.key == choice.player_id), None)
    if candidate is None:  # the chosen player left (the Draft, a correction): the coach chooses again
        run.forget_choice()
        return None
    picked = [c["skill"] for c in choice.candidates if choice.kind == advancement.PRIMARY or c.get("kept")]
    rolled = [c["skill"] for c in choice.candidates] if choice.kind == advancement.SECONDARY else []
    try:
        result = advancement_2025.advance_as_ruled(ruleset, candidate, choice.kind, choice.category, picked, dice)
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
    gained = {
        "player": candidate.name,
        "skill": result.skill,
        "category": result.category,
        "before": {"gp": before},
        "after": {"gp": player.value},
    }
    if rolled:
        line = kept("advanced.kept", gained, rolled=rolled)
    elif picked:
        line = kept("advanced.picked", gained, candidates=picked)
    else:
        random_kind = "random_primary" if result.kind == advancement.PRIMARY else "random_secondary"
        line = kept(f"advanced.{random_kind}", gained)
    run.event(Step.ADVANCEMENT, [line], changes, rolls)
    return changes


def undo_advancement(team: Team, changes: dict) -> None:
    """The skill gained is taken off again and the player's value goes back."""
    if changes.get("player"):
        player = team.players.get(pk=changes["player"])
        team_services.player_lose_skill(player=player, skill=changes["skill"], value=changes["value"][0])


# --- 3. Seriously Hurt players miss the next game ------------------------------------------------


def apply_missed_games(run: Run) -> dict:
    """Seed 000, Injury table 11: a Seriously Hurt player misses the team's next game; the players who missed this
    game are available again. Applied when the result is confirmed."""
    roster = run.active()
    hurt = [p for p in roster if (r := run.reports.get(p.pk)) and r.lasting_injury == SERIOUSLY_HURT]
    cleared = [p for p in roster if p.status == Player.Status.MISSES_NEXT_GAME and p not in hurt]
    team_services.players_set_status(players=cleared, status=Player.Status.AVAILABLE)
    team_services.players_set_status(players=hurt, status=Player.Status.MISSES_NEXT_GAME)
    changes = {"cleared": [p.pk for p in cleared], "mng": [p.pk for p in hurt]}
    if cleared or hurt:
        run.event(Step.MISSED_GAMES, [kept("missed_games", count=len(hurt), back=len(cleared))], changes)
    return changes


def undo_missed_games(team: Team, changes: dict) -> None:
    """The hurt play the next game after all; those who were back miss it again."""
    team_services.players_set_status(players=_players(team, changes.get("mng", [])), status=Player.Status.AVAILABLE)
    team_services.players_set_status(
        players=_players(team, changes.get("cleared", [])), status=Player.Status.MISSES_NEXT_GAME
    )


# --- 4. Journeymen -------------------------------------------------------------------------------


def apply_journeymen(run: Run) -> dict:
    """Seed 000, Journeymen and Number of Players, with the 2020 rulebook's post-game step 4 (FAQ: at his Current
    Value): those the coach keeps are hired permanently if the team's limits allow it (eleven players, position
    maximums) and the treasury pays; the others leave."""
    team = run.team
    keep_order = list(run.choice.keep_journeymen if run.choice else [])
    journeymen = [p for p in run.active() if p.journeyman]
    wanted = sorted((p for p in journeymen if p.pk in keep_order), key=lambda p: keep_order.index(p.pk))
    refusals = dict(zip([p.pk for p in wanted], keep_refusals(team, run.active(), wanted), strict=True))
    hired, left, refused = [], [], []
    for p in journeymen:
        fee = postgame.journeyman_fee(team.race_rules, p.position, p.value)
        if p.pk not in refusals:
            left.append(p)
        elif (refusal := refusals[p.pk]) is not None:
            reason = kept(refusal.key, refusal.params)
            refused.append(kept("journeyman_refused", player=p.name or p.position, reason=reason))
            left.append(p)
        elif postgame.can_keep_journeyman(fee=fee, treasury=team.treasury):
            team_services.journeyman_hire(player=p)
            team.treasury -= fee
            hired.append({"id": p.pk, "fee": fee})
        else:
            refused.append(kept("journeyman_unpaid", player=p.name or p.position, fee={"gp": fee}))
            left.append(p)
    team_services.players_set_status(players=left, status=Player.Status.FIRED)
    paid = sum(k["fee"] for k in hired)
    if paid:
        run.save_team("treasury")
    changes = {"kept": hired, "left": [p.pk for p in left], "refused": refused}
    if hired or left:
        lines = [kept("journeymen_kept", kept=len(hired), left=len(left))]
        if refused:
            lines.append(kept("journeymen_not_kept", refused=refused))
        run.event(Step.JOURNEYMEN, lines, changes, treasury_delta=-paid)
    return changes


def undo_journeymen(team: Team, changes: dict) -> None:
    """The fees come back; the kept are Journeymen again and those who left are back for the game."""
    kept = changes.get("kept", [])
    team.treasury += sum(k["fee"] for k in kept)
    team_services.journeymen_restore(team=team, player_ids=[k["id"] for k in kept])
    team_services.players_set_status(players=_players(team, changes.get("left", [])), status=Player.Status.AVAILABLE)


# --- 5. Expensive Mistakes -----------------------------------------------------------------------


def apply_expensive_mistakes(run: Run) -> dict:
    """2020 rulebook, post-game step 5 (Expensive Mistakes): a treasury of 100,000 or more rolls on the table (the
    2025 rulebook's grid and Major Incident in a 2025 league)."""
    team = run.team
    dice = step_dice(run.match, team.pk, Step.EXPENSIVE_MISTAKES)
    mistake = postgame.expensive_mistakes(
        treasury=team.treasury, dice=dice, subject=team.name, edition=team.rules().edition
    )
    if not mistake.outcome:
        return {"loss": 0}
    team.treasury -= mistake.loss
    if mistake.loss:
        run.save_team("treasury")
    rolls = run.keep_rolls(dice.rolls)
    changes = {"outcome": mistake.outcome, "loss": mistake.loss}
    result = {"term": mistake.name}
    if mistake.loss:
        line = kept("expensive_mistakes.loss", result=result, loss={"gp": mistake.loss})
    else:
        line = kept("expensive_mistakes", result=result)
    run.event(Step.EXPENSIVE_MISTAKES, [line], changes, rolls, treasury_delta=-mistake.loss)
    return changes


def undo_expensive_mistakes(team: Team, changes: dict) -> None:
    """The gold lost comes back."""
    team.treasury += changes.get("loss", 0)


# --- 6. Team Value -------------------------------------------------------------------------------


def apply_team_value(run: Run) -> dict:
    """2020 rulebook, post-game step 6 (and at confirmation): Team Value and Current Team Value recomputed
    (rules.teamvalue)."""
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
    StepDef(Step.CONCESSION, apply_concession, undo_concession),
    StepDef(Step.MISSED_GAMES, apply_missed_games, undo_missed_games),
    StepDef(Step.VALUES_AFTER_RESULT, apply_team_value, undo_team_value),
    StepDef(Step.ADVANCEMENT, apply_advancement, undo_advancement),
    StepDef(Step.DRAFT_OFFERS, apply_draft_offers, undo_draft_offers),
    StepDef(Step.JOURNEYMEN, apply_journeymen, undo_journeymen),
    StepDef(Step.EXPENSIVE_MISTAKES, apply_expensive_mistakes, undo_expensive_mistakes),
    StepDef(Step.TEAM_VALUE, apply_team_value, undo_team_value),
)
BY_STEP = {definition.step: definition for definition in SEQUENCE}
assert tuple(d.step for d in SEQUENCE) == postgame.SEQUENCE  # noqa: S101 (one order, written once in rules)
