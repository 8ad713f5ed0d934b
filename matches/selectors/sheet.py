"""The match sheet's two sides: before the game the players who can play it; once the game is played, the teams as
they played it, read from what the match recorded."""

from __future__ import annotations

from league.models import Fixture
from rules import matchday
from rules.postgame import PostGameStep as Step
from teams.models import Player, TeamEvent
from teams.selectors import team_for_page, team_page_context

from ..models import InducementPurchase, PlayerReport, PostGameStep
from .match import match_of
from .postgame import missed_this_game


def _hired_for(match, team) -> set[int]:
    """The Journeymen the team took for this game (the pre-game's hiring record names them)."""
    events = TeamEvent.objects.filter(team=team, kind=TeamEvent.Kind.HIRED, changes__match=match.pk)
    return {pk for changes in events.values_list("changes", flat=True) for pk in changes.get("journeymen", [])}


def _gained_since(fixture, team) -> dict[int, list[str]]:
    """The skills each player gained in this game's post-game or a later one (a later confirmation)."""
    since = fixture.submitted_at or fixture.confirmed_at
    steps = PostGameStep.objects.filter(team=team, step=Step.ADVANCEMENT, status=PostGameStep.Status.DONE)
    if since is not None:
        steps = steps.filter(match__fixture__confirmed_at__gte=since)
    gained: dict[int, list[str]] = {}
    for changes in steps.values_list("changes", flat=True):
        if changes.get("player") and changes.get("skill"):
            gained.setdefault(changes["player"], []).append(changes["skill"])
    return gained


def _without(gained: list[dict], skills: list[str]) -> list[dict]:
    """``gained`` less the last entry of each skill in ``skills`` (the undo of each gain, as ``player_lose_skill``)."""
    kept = list(gained)
    for skill in skills:
        for index in range(len(kept) - 1, -1, -1):
            if kept[index].get("skill") == skill:
                del kept[index]
                break
    return kept


def _as_played(fixture, match, context: dict) -> list[dict]:
    """The rows of the players who played: the report's players marked as playing (or, with no report, the roster
    less those who missed the game, with its Journeymen), each with the skills he had then."""
    team = context["team"]
    rows = {row["player"].pk: row for row in (*context["roster"], *context["former"])}
    reports = list(PlayerReport.objects.filter(match=match, team=team).values_list("player_id", "played"))
    hired = _hired_for(match, team)
    if reports:
        playing = {pk for pk, played in reports if played}
    else:
        missed = missed_this_game(match, team)
        if missed is None:
            missed = {pk for pk, row in rows.items() if row["player"].status == Player.Status.MISSES_NEXT_GAME}
        active = {pk for pk, row in rows.items() if row["player"].status in Player.ACTIVE}
        playing = (active - missed) | hired
    later = _gained_since(fixture, team)
    traits = [
        {"skill": s, "kind": "journeyman", "category": "Trait"}
        for s in matchday.journeyman_traits(context["race"], context["rules"])
    ]
    played = []
    for pk in sorted(playing & set(rows), key=lambda pk: (rows[pk]["player"].number, pk)):
        row = dict(rows[pk])
        gained = _without(row["gained"], later.get(pk, []))
        journeyman = pk in hired
        if journeyman and not any(g.get("kind") == "journeyman" for g in gained):
            gained = [*traits, *gained]  # kept after the game, he played with the Journeyman's traits
        row |= {"gained": gained, "journeyman": journeyman}
        played.append(row)
    return played


def match_sheet_sides(*, fixture, user) -> list[dict]:
    """Both sides of the match sheet, with what each bought for the game. A game still to play lists the players
    who can play it; a played game (its result entered) lists the teams as they played it."""
    rules = fixture.season.league.rules()
    purchases = {p.team_id: p for p in InducementPurchase.objects.filter(match__fixture=fixture)}
    match = match_of(fixture)
    played = match is not None and fixture.status in (Fixture.Status.SUBMITTED, Fixture.Status.CONFIRMED)
    sides = []
    for team_id in (fixture.home_id, fixture.away_id):
        context = team_page_context(team=team_for_page(pk=team_id), user=user, history=False)
        if played:
            context["roster"] = _as_played(fixture, match, context)
        else:
            context["roster"] = [
                row | {"journeyman": row["player"].journeyman}
                for row in context["roster"]
                if row["player"].status == Player.Status.AVAILABLE
            ]
        purchase = purchases.get(team_id)
        context |= {"purchase": purchase, "bought": purchase.bought(rules) if purchase else [], "played": played}
        sides.append(context)
    return sides
