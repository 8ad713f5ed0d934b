"""Reads for the post-game pages."""

from __future__ import annotations

from django.db.models import Q

from teams.models import TeamEvent

from .models import Match, MatchRoll, PostGameStep


def waiting_advancements(*, user):
    """Advancement steps waiting for this user: as the team's coach, or as a commissioner of its league."""
    return (
        PostGameStep.objects.filter(step=2, status=PostGameStep.Status.WAITING)
        .filter(Q(team__coach=user) | Q(team__league__commissioners=user))
        .select_related("team", "match__fixture__home", "match__fixture__away")
        .distinct()
        .order_by("match__fixture__round", "pk")
    )


def post_game_for_fixture(*, fixture, user=None) -> dict | None:
    """The post-game sequence of a fixture: its steps per team (and whether ``user`` may act on each), the events
    it wrote and every roll it made."""
    from .permissions import can_choose_advancement

    match = Match.objects.filter(fixture=fixture).first()
    if match is None or match.seed is None:
        return None
    steps = list(match.steps.select_related("team__league").order_by("team__name", "step"))
    for step in steps:
        step.can_choose = user is not None and can_choose_advancement(user, step.team)
    events = list(
        TeamEvent.objects.filter(kind=TeamEvent.Kind.POST_GAME, changes__match=match.pk)
        .select_related("team")
        .order_by("created_at", "pk")
    )
    rolls = list(MatchRoll.objects.filter(match=match).select_related("team"))
    return {"match": match, "steps": steps, "events": events, "rolls": rolls}


def pregame_for_fixture(*, fixture, user, posted: dict | None = None) -> list[dict]:
    """Each side of a game before kick-off: who can play, who misses it, the Journeymen it needs, its CTV for the
    game, the inducements it bought or may buy (with its budget), and whether ``user`` may act for it.
    ``posted`` maps a team id to the numbers its refused form asked for, shown again."""
    from rules import matchday
    from teams.models import Player

    from .models import InducementPurchase
    from .permissions import can_choose_advancement
    from .services import game_ctvs, inducements_waiting_for

    teams = (fixture.home, fixture.away)
    league = fixture.season.league
    for team in teams:  # the rulesets come from the fixture's league, already loaded
        if team.league_id == league.pk:
            team.league = league
    purchases = {p.team_id: p for p in InducementPurchase.objects.filter(match__fixture=fixture)}
    ctvs = game_ctvs(fixture)
    players = list(
        Player.objects.filter(team__in=[t.pk for t in teams], status__in=Player.ACTIVE).order_by("number", "pk")
    )
    open_ = fixture.status == fixture.Status.SCHEDULED
    sides = []
    for team in teams:
        other = fixture.away if team.pk == fixture.home_id else fixture.home
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
                "may_act": open_ and can_choose_advancement(user, team),
            }
        )
    return sides
