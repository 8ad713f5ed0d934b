"""Reads before kick-off: each side's players, Journeymen, CTV for the game, inducements and budget, who buys
first, the Prayers to Nuffle, and an earlier post-game that still blocks a team's pre-game."""

from __future__ import annotations

from league.models import Fixture
from rules import matchday
from rules.postgame import PostGameStep as Step
from teams.models import Player, Team
from teams.permissions import can_edit_team

from ..models import InducementPurchase, Match, PostGameStep
from .match import match_of

MERCENARY_TERMS = {  # the rules core's figures, for the page's sentence
    "fee": matchday.MERCENARY_FEE, "skill_fee": matchday.MERCENARY_SKILL_FEE, "loner": matchday.MERCENARY_LONER,
}


def game_ctvs(fixture) -> dict[int, int]:
    """Each team's Current Team Value for this game: the stored CTV plus what its Journeymen add (rules.matchday:
    the Lineman's hiring fee each, nothing on a Low Cost Linemen team)."""
    teams = (fixture.home, fixture.away)
    journeymen: dict[int, list[int]] = {t.pk: [] for t in teams}
    added = {t.pk: matchday.journeyman_ctv(t.race_rules) for t in teams}
    for team_id in Player.objects.filter(
        team__in=[t.pk for t in teams], journeyman=True, status=Player.Status.AVAILABLE
    ).values_list("team_id", flat=True):
        journeymen[team_id].append(added[team_id])
    return {t.pk: matchday.game_ctv(t.current_team_value, journeymen[t.pk]) for t in teams}


def waiting_post_game(team: Team, *, exclude_match: Match | None = None) -> PostGameStep | None:
    """The team's earlier post-game still waiting for its Player Advancement choice, if any (issue 11, rule 4:
    it blocks the team's next pre-game until the choice is made)."""
    steps = PostGameStep.objects.filter(team=team, step=Step.ADVANCEMENT, status=PostGameStep.Status.WAITING)
    if exclude_match is not None:
        steps = steps.exclude(match=exclude_match)
    return steps.select_related("match__fixture__home", "match__fixture__away").first()


def mercenary_counts(players, race) -> dict[str, int]:
    """How many of each position (its roster name) the players available for the game hold."""
    counts: dict[str, int] = {}
    for p in players:
        position = race.position(p.position)
        if position is not None:
            counts[position.name] = counts.get(position.name, 0) + 1
    return counts


def inducements_waiting_for(fixture, team: Team, purchases: dict[int, InducementPurchase], ctvs: dict[int, int]):
    """The team that must buy before ``team`` (2020 rulebook: the favourite first), or None."""
    if not team.rules().inducements_from_treasury:
        return None  # the favourite can buy nothing (petty cash only), so nobody waits for it
    other = fixture.opponent_of(team.pk)
    side = matchday.favourite(ctvs[fixture.home_id], ctvs[fixture.away_id])
    first = {"home": fixture.home, "away": fixture.away}.get(side)
    if first is not None and first.pk == other.pk and other.pk not in purchases:
        return other
    return None


def pregame_for_fixture(*, fixture, user, posted: dict | None = None) -> list[dict]:
    """Each side of a game before kick-off: who can play, who misses it, the Journeymen it needs, its CTV for the
    game, the inducements it bought or may buy (with its budget), and whether ``user`` may act for it.
    ``posted`` maps a team id to the numbers its refused form asked for, shown again."""
    teams = (fixture.home, fixture.away)
    league = fixture.season.league
    for team in teams:  # the rulesets come from the fixture's league, already loaded
        if team.league_id == league.pk:
            team.league = league
    purchases = {p.team_id: p for p in InducementPurchase.objects.filter(match__fixture=fixture)}
    ctvs = game_ctvs(fixture)
    match = match_of(fixture)
    fan_factors = {
        fixture.home_id: match.home_fan_factor if match else None,
        fixture.away_id: match.away_fan_factor if match else None,
    }
    waiting = {
        step.team_id: step
        for step in PostGameStep.objects.filter(
            team__in=[t.pk for t in teams], step=Step.ADVANCEMENT, status=PostGameStep.Status.WAITING
        )
        .exclude(match__fixture=fixture)
        .select_related("match__fixture")
    }
    players = list(
        Player.objects.filter(team__in=[t.pk for t in teams], status__in=Player.ACTIVE).order_by("number", "pk")
    )
    open_ = fixture.status == Fixture.Status.SCHEDULED
    sides = []
    for team in teams:
        other = fixture.opponent_of(team.pk)
        rules, race = team.rules(), team.race_rules
        roster = [p for p in players if p.team_id == team.pk]
        available = [p for p in roster if p.status == Player.Status.AVAILABLE]
        other_purchase = purchases.get(other.pk)
        budget = matchday.inducement_budget(
            own_ctv=ctvs[team.pk],
            other_ctv=ctvs[other.pk],
            treasury=team.treasury,
            ruleset=rules,
            other_treasury_spent=other_purchase.treasury_spent if other_purchase else 0,
        )
        purchase = purchases.get(team.pk)
        sides.append(
            {
                "team": team,
                "available": available,
                "missing": [p for p in roster if p.status == Player.Status.MISSES_NEXT_GAME],
                "journeymen_needed": matchday.journeymen_needed(len(available)) if open_ else 0,
                "ctv": ctvs[team.pk],
                "budget": budget,
                "purchase": purchase,
                "bought": purchase.bought(rules) if purchase else [],
                "waiting_for": None if purchase else inducements_waiting_for(fixture, team, purchases, ctvs),
                "catalogue": [
                    (item, item.price_for(race, team.special_rules), (posted or {}).get(team.pk, {}).get(item.key))
                    for item in rules.inducements_for(race, team.special_rules)
                    if item.price is not None
                ],
                "may_act": open_ and can_edit_team(user, team) and team.pk not in waiting,
                "may_edit": can_edit_team(user, team),
                "fan_factor": fan_factors[team.pk],
                "post_game_waits": waiting.get(team.pk),
                "mercenaries_allowed": any(item.price is None for item in rules.inducements),
                "mercenary_terms": MERCENARY_TERMS,
                "mercenary_positions": [
                    (pos, matchday.mercenary_cost(pos, extra_skill=False)) for pos in race.positions
                ],
            }
        )
    prayers = prayers_for(fixture, purchases, ctvs)
    for side in sides:
        side["prayers"] = prayers
    return sides


def prayers_for(fixture, purchases: dict[int, InducementPurchase], ctvs: dict[int, int]) -> dict | None:
    """2020 rulebook, pre-game step 5 (Prayers to Nuffle): once both teams have bought their inducements, the
    underdog by the CTVs after inducements (what each spent added) and how many Prayers it rolls."""
    if fixture.home_id not in purchases or fixture.away_id not in purchases:
        return None
    after = {team_id: ctv + purchases[team_id].total for team_id, ctv in ctvs.items()}
    prayers = matchday.prayers_to_nuffle(after[fixture.home_id], after[fixture.away_id])
    team = {"home": fixture.home, "away": fixture.away}.get(prayers.side)
    return {
        "team": team,
        "count": prayers.count,
        "ctvs": after,
        "home_ctv": after[fixture.home_id],
        "away_ctv": after[fixture.away_id],
    }
