"""The next round's draw of an event, one way for every format (seed 003, Pairings, Team Event Pairings, Group &
Knockout Events): the organiser's "Draw round" (``services.round_pair``), ``manage.py pair_round`` and any preview
all call ``next_round``, so the same seed makes the same round everywhere. Nothing here saves.

Readings where seed 003 is silent (each repeated in its function's docstring):

* Only the coaches still playing are drawn (``selectors.drawn_coaches``: approved, active, checked in when the event
  checks in); the standings that order them count every ranked coach (those who dropped too).
* Clubs apart in round 1 (the NAF's tournament rules; ``Event.separate_clubs``): a Swiss event parts club-mates
  (``EventCoach.club``) with ``rules.pairings.clubs_apart``. In a team event a coach's club is his team, and team-mates
  never meet anyway (a team plays another team). In a group event the groups are drawn as they fall: club-mates
  drawn into one group meet in its round robin whatever the order, so the option does not move them.
* The Spare Player (seed 003, Spare Player) plays only in a Swiss draw or Best of the Rest, where an odd field needs
  him. Groups of three already give an odd field its Byes, so he is not drawn into a group or the knockout; in a team
  event he belongs to no team.
* A coach who dropped out of a group (or did not check in) leaves his group opponents a Bye.
"""

from __future__ import annotations

from django.utils.translation import gettext as _

from core.wording import word
from rules.errors import DomainError
from rules.tournament import (
    GROUP_ROUNDS,
    best_of_the_rest,
    group_round,
    group_tables,
    groups_of_four,
    knockout_bracket,
    next_knockout_round,
    pair_best_of_the_rest,
    pair_round,
    pair_team_round,
    qualifiers,
    standings,
    team_problems,
    team_standings,
)

from . import selectors, team_selectors
from .models import Event, EventCoach, EventGame

Drawn = tuple[int, int | None, tuple[int, int] | None]


def next_round(*, event: Event, seed: int) -> dict:
    """Seed 003, Pairings: the next round of ``event`` as ``seed`` draws it, by the event's format. Returns its
    ``number``, ``stage`` ("" in a Swiss or team event, "group" or "knockout"), ``games`` as (home, away or None
    for a Bye, places or None) in table order and, when drawn now, ``groups`` (coach id to group) and ``seeds``
    (coach id to knockout seed). Raises ``DomainError`` when no round can be drawn."""
    everyone = selectors.event_coaches(event=event)
    drawn = selectors.drawn_coaches(event=event, coaches=everyone)
    if len(drawn) < 2:
        raise DomainError(_("An event needs two approved coaches before a round is drawn."))
    if event.structure == Event.Structure.GROUPS:
        return _stage_round(event, everyone, drawn, seed)
    pack = event.pack()
    played = event.rounds.count()
    if played >= pack.rounds:
        raise DomainError(_("All %(rounds)s rounds have been played.") % {"rounds": pack.rounds})
    if event.structure == Event.Structure.TEAMS:
        games = _team_round(event, everyone, drawn, played + 1, seed)
    else:
        games = _swiss_round(event, everyone, drawn, played + 1, seed)
    return {"number": played + 1, "stage": "", "games": games}


def _clubs(drawn: dict[int, EventCoach]) -> dict[int, str | None]:
    return {pk: coach.club or None for pk, coach in drawn.items()}


def _swiss_round(event: Event, everyone: dict, drawn: dict, number: int, seed: int) -> list[Drawn]:
    """Seed 003, Pairings: the coaches playing, in standings order (the Spare Player never ranked, drawn last);
    round 1 at random, club-mates apart when the event says so (reading: the NAF's rule)."""
    pack = event.pack()
    games = selectors.event_games(event=event)
    spare = selectors.spare_of(drawn)
    ranked_spare = selectors.spare_of(everyone)
    ranked = [row.coach for row in standings(list(everyone), games, pack, spare=ranked_spare) if row.coach in drawn]
    ranked = [pk for pk in ranked if pk != spare]
    ranked += [pk for pk in drawn if pk not in ranked and pk != spare]
    clubs = _clubs(drawn) if event.separate_clubs else None
    pairs = pair_round(ranked, games, pack, round_number=number, seed=seed, spare=spare, clubs=clubs)
    return [(home, away, None) for home, away in pairs]


def _team_round(event: Event, everyone: dict, drawn: dict, number: int, seed: int) -> list[Drawn]:
    """Seed 003, Team Event Pairings: teams by the team ranking (round 1 at random), coaches by individual ranking
    within each pairing; only the coaches playing are drawn, so a team short of one (dropped, not checked in) is
    refused like a team short of a registration (``team_problems``). A coach's club is his team (reading): a team
    meets another team, so team-mates never meet."""
    teams = {
        team: [pk for pk in members if pk in drawn]
        for team, members in team_selectors.event_teams(event=event).items()
    }
    teams = {team: members for team, members in teams.items() if members}
    named = {t.pk: t for t in event.teams.all()}
    problems = [
        _("%(team)s: %(problem)s") % {"team": named[pk].name, "problem": word(problem)}
        for pk, coaches in teams.items()
        for problem in team_problems(coaches, named[pk].captain_id, event.team_size)
    ]
    if len(teams) < 2:
        problems.append(_("a team event needs two teams"))
    if problems:
        raise DomainError(_("The teams are not ready: %(problems)s.") % {"problems": "; ".join(problems)})
    pack = event.pack()
    games = selectors.event_games(event=event)
    individual = [row.coach for row in standings(list(everyone), games, pack)]
    ranked_teams = [row.team for row in team_standings(teams, team_selectors.rounds_of_games(event), pack)]
    team_of = dict(event.coaches.filter(event_team__isnull=False).values_list("pk", "event_team"))
    previous = {
        (team_of.get(home), team_of.get(away) if away is not None else None)
        for home, away in EventGame.objects.filter(round__event=event).values_list("home", "away")
    }
    drawn_teams = pair_team_round(ranked_teams, teams, individual, previous, round_number=number, seed=seed)
    return [(home, away, None) for pairing in drawn_teams for home, away in pairing.games]


def _present(pairs, drawn: dict) -> list[tuple[int, int | None]]:
    """A group round with who is not playing taken out: his opponent has a Bye (reading)."""
    kept = []
    for home, away in pairs:
        sides = [pk for pk in (home, away) if pk is not None and pk in drawn]
        if sides:
            kept.append((sides[0], sides[1] if len(sides) == 2 else None))
    return [pair for pair in kept if pair[1] is not None] + [pair for pair in kept if pair[1] is None]


def _stage_round(event: Event, everyone: dict, drawn: dict, seed: int) -> dict:
    """Seed 003, Group & Knockout Events: three group rounds (the groups drawn with round 1 from the coaches
    playing, the Spare Player aside), then the knockout (the bracket from the group tables, then winners and losers
    of each band playing for its halves) with Best of the Rest pairing everyone else as a Swiss event (the Spare
    Player there when its field is odd)."""
    pack = event.pack()
    played = list(event.rounds.order_by("number"))
    number = len(played) + 1
    spare = selectors.spare_of(drawn)
    if number == 1:
        field = sorted(pk for pk in drawn if pk != spare)
        groups = [sorted(group) for group in groups_of_four(field, seed)]  # as ``event_groups`` reads them
        pairs = group_round(groups, seed, 1)
        placed = {pk: index for index, group in enumerate(groups, start=1) for pk in group}
        return {"number": 1, "stage": "group", "games": [(h, a, None) for h, a in pairs], "groups": placed}
    if number <= GROUP_ROUNDS:
        pairs = _present(group_round(selectors.event_groups(event=event), played[0].seed, number), drawn)
        return {"number": number, "stage": "group", "games": [(h, a, None) for h, a in pairs]}
    games = selectors.event_games(event=event)
    ranked = [row.coach for row in standings(list(everyone), games, pack, spare=selectors.spare_of(everyone))]
    if number == GROUP_ROUNDS + 1:
        # reading: a coach who dropped cannot qualify; the next best of the group tables goes through instead
        tables = [[row for row in table if row.coach in drawn]
                  for table in group_tables(selectors.event_groups(event=event), games, pack)]
        qualified = qualifiers(tables, event.knockout_size)
        bracket = knockout_bracket(qualified, event.knockout_size)
        seeds = {pk: index for index, pk in enumerate(qualified, start=1)}
    else:
        seeds = {pk: c.knockout_seed for pk, c in everyone.items() if c.knockout_seed}
        last = played[-1].games.filter(places_low__isnull=False).order_by("table")
        bracket = next_knockout_round(selectors.knockout_results(last, pack, seeds))
        if not bracket:
            raise DomainError(_("The knockout is over: every place is decided."))
        qualified = list(seeds)
    rest = [pk for pk in best_of_the_rest(ranked, qualified) if pk in drawn and pk != spare]
    others = pair_best_of_the_rest(rest, games, pack, seed=seed, spare=spare) if rest else []
    knockout = [(m.home, m.away, m.places) for m in bracket]
    result = {"number": number, "stage": "knockout", "games": knockout + [(h, a, None) for h, a in others]}
    if number == GROUP_ROUNDS + 1:
        result["seeds"] = seeds
    return result
