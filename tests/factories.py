"""Factories, helpers and data shared by every app's tests: users, leagues and teams, roster, league and event
files, sign-in and form data, and the builders of seasons, results and events. A test module imports what it shares
from here, never from another test module; shared fixtures live in the nearest conftest.py."""

import copy
import json
from io import StringIO

import factory
from django.contrib.auth import get_user_model
from django.core.management import call_command
from django.urls import reverse

from events.models import Event, EventCoach, EventGame, EventTeam, Round
from league.models import Fixture
from matches.models import Match, PlayerReport
from rules.tournament import EventFile, Rulespack, read_event_file
from teams.models import Player

PASSWORD = "a-long-test-password"


class UserFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = get_user_model()
        django_get_or_create = ("username",)

    username = factory.Sequence(lambda n: f"user{n}")
    password = factory.django.Password(PASSWORD)


def human_draft(*, linemen: int = 7, blitzers: int = 0, rerolls: int = 1, apothecary: bool = True, **options):
    """A legal Sevens Human team by default: 7 Linemen, a re-roll and an apothecary (530,000)."""
    from rules.draft import Draft, DraftPlayer

    players = [DraftPlayer("Human Lineman", number=i, name=f"Lineman {i}") for i in range(1, linemen + 1)]
    players += [DraftPlayer("Human Blitzer", number=linemen + i, name=f"Blitzer {i}") for i in range(1, blitzers + 1)]
    return Draft(race="Human", players=tuple(players), rerolls=rerolls, apothecary=apothecary, **options)


def make_league(*, commissioner, name="Lustria Sevens", slug="lustria-sevens", ruleset="sevens", **fields):
    from league.models import League

    league = League.objects.create(name=name, slug=slug, ruleset=ruleset, **fields)
    league.commissioners.add(commissioner)
    return league


def make_team(*, coach, name="Reikland Rookies", league=None, draft=None, ruleset_key="sevens", budget=None):
    from teams.services import team_create

    return team_create(coach=coach, name=name, draft=draft or human_draft(), league=league, ruleset_key=ruleset_key,
                       budget=budget)


# --- roster files -------------------------------------------------------------------------------

ROOKIES = {
    "format": "sevens-roster/1",
    "ruleset": "sevens",
    "name": "Reikland Rookies",
    "race": "Human",
    "rerolls": 1,
    "assistant_coaches": 0,
    "cheerleaders": 0,
    "apothecary": True,
    "dedicated_fans": 1,
    "treasury": 0,
    "players": [{"number": n, "name": f"Player {n}", "position": "Lineman", "skills": []} for n in range(1, 8)],
}

HUMANS_2025 = {
    "format": "sevens-roster/1",
    "edition": "2025",
    "ruleset": "sevens",
    "name": "Altdorf Reserves",
    "race": "Human",
    "rerolls": 0,
    "assistant_coaches": 0,
    "cheerleaders": 0,
    "apothecary": False,
    "dedicated_fans": 1,
    "treasury": 0,
    "players": [
        *({"number": n, "name": f"Blitzer {n}", "position": "Human Blitzer", "skills": []} for n in (1, 2)),
        {"number": 3, "name": "Ogre", "position": "Ogre", "skills": []},
        {"number": 4, "name": "Thrower", "position": "Human Thrower", "skills": []},
        *({"number": n, "name": f"Hopeful {n}", "position": "Halfling Hopeful", "skills": []} for n in (5, 6, 7)),
        {"number": 8, "name": "Old Hans", "position": "Human Lineman", "skills": [], "veteran": True},
    ],
}


# --- pages: signing in, league addresses, form data ---------------------------------------------

CAST = ["commissioner", "coach_a", "coach_b", "outsider"]


def login(client, user):
    client.force_login(user)
    return client


def url(name, league, *args):
    return reverse(f"league:{name}", args=[league.slug, *args])


def league_data(**changes):
    return {
        "name": "Albion Sevens",
        "ruleset": "sevens",
        "budget": "",
        "banned_skills": "",
        "mercenaries": "unlimited",
        "scoring_scheme": "points",
        "points_win": 3,
        "points_draw": 1,
        "points_loss": 0,
        "tiebreaker_1": "td_diff",
        "tiebreaker_2": "td_for",
        "tiebreaker_3": "",
        "tiebreaker_4": "",
        "tiebreaker_5": "",
        **changes,
    }


def hire(client, team, **data):
    return client.post(
        reverse("teams:hire", args=[team.pk]),
        {"version": team.version, "position": "Human Lineman", "name": "New", **data},
    )


def draft_post(**overrides):
    data = {
        "race": "Human",
        "ruleset": "sevens",
        "name": "Middenheim Marauders",
        "rerolls": "1",
        "assistant_coaches": "0",
        "cheerleaders": "0",
        "dedicated_fans": "1",
        "apothecary": "on",
        "player_position": ["Human Lineman"] * 7,
        "player_number": [str(i) for i in range(1, 8)],
        "player_name": [f"P{i}" for i in range(1, 8)],
    }
    data.update(overrides)
    return data


# --- leagues: entries, seasons, results ---------------------------------------------------------


def approve_all(league, actor):
    from league import services

    for team in league.teams.all():
        services.league_decide_entry(league=league, team=team, approve=True, actor=actor)


def first_game(season) -> Fixture:
    return season.fixtures.filter(away__isnull=False).select_related("home", "away").order_by("round", "pk").first()


def next_season(league, cast, capture):
    from league import services as league_services

    with capture(execute=True):
        return league_services.season_finish_and_start_next(league=league, actor=cast.commissioner)


def report(fixture, team, by_number=None):
    from matches import services

    by_number = by_number or {}
    match = services.match_for_fixture(fixture)
    for player in team.players.filter(status__in=Player.ACTIVE):
        data = by_number.get(player.number, {})
        PlayerReport.objects.create(match=match, player=player, team=team, **data)
    return match


def confirm(fixture, actor, django_capture_on_commit_callbacks, **figures):
    """Confirm a result; each team's report (if any) credits the score to its first reported player who played,
    so the reports agree with the result (league checks them through matches' hook)."""
    from league import services as league_services

    for team, key in ((fixture.home, "home_td"), (fixture.away, "away_td")):
        lines = PlayerReport.objects.filter(match__fixture=fixture, team=team, played=True).order_by("pk")
        if lines.exists():
            lines.update(touchdowns=0)
            PlayerReport.objects.filter(pk=lines.first().pk).update(touchdowns=figures.get(key, 0))
    with django_capture_on_commit_callbacks(execute=True):
        league_services.result_submit(fixture=fixture, actor=actor, is_commissioner=True, **figures)
    return Match.objects.get(fixture=fixture)


# --- league files and their commands ------------------------------------------------------------


def roster(name: str, coach: str | None = None) -> dict:
    data = {
        "format": "sevens-roster/1",
        "ruleset": "sevens",
        "name": name,
        "race": "Human",
        "rerolls": 1,
        "apothecary": True,
        "dedicated_fans": 1,
        "treasury": 0,
        "players": [{"number": n, "name": f"{name} {n}", "position": "Lineman", "skills": []} for n in range(1, 8)],
    }
    if coach:
        data["coach"] = coach
    return data


def league_file(**overrides) -> dict:
    data = {
        "format": "sevens-league/1",
        "name": "Lustria Sevens",
        "ruleset": "sevens",
        "scoring": {"win": 2, "draw": 1, "loss": 0, "bonus_points": True, "tiebreakers": ["bonus_points", "td_diff"]},
        "teams": [roster("Jay", coach="jay"), roster("Rob", coach="rob"), roster("Sam")],
        "results": [
            {
                "round": 1,
                "home": "Jay",
                "away": "Rob",
                "home_td": 3,
                "away_td": 1,
                "home_cas": 2,
                "away_cas": 4,
                "conceded_by": None,
                "win_kind": None,
            },
            {"round": 1, "home": "Sam", "away": None},
        ],
    }
    data.update(overrides)
    return data


def run(*args):
    out, err = StringIO(), StringIO()
    code = 0
    try:
        call_command(*args, stdout=out, stderr=err)
    except SystemExit as exc:
        code = exc.code
    return code, out.getvalue(), err.getvalue()


def import_file(tmp_path, data, *options: str) -> tuple[int, str, str]:
    """Import ``data``; the coaches it names are created (``--create-coaches``) unless ``options`` say otherwise."""
    path = tmp_path / "league.json"
    path.write_text(json.dumps(data))
    return run("import_league", str(path), *(options or ("--create-coaches",)))


# --- events: event files, events, rounds, results -----------------------------------------------


def event_file(names, rounds=(), **changes):
    data = {
        "format": "sevens-event/1",
        "name": "Sevens Slam",
        "ruleset": "sevens",
        "rounds_planned": 5,
        "scoring": {"win": 2, "draw": 1, "loss": 0, "bonus_points": True,
                    "tiebreakers": ["bonus_points", "td_diff", "td_for", "cas_for"]},
        "final_round_keeps_top": False,
        "spare_player": False,
        "coaches": [{"name": name, "naf": 1000 + i, "team": None} for i, name in enumerate(names)],
        "rounds": list(rounds),
    }
    data.update(changes)
    return data


def game(home, away, home_td, away_td, home_cas=0, away_cas=0, conceded_by=None):
    return {"home": home, "away": away, "home_td": home_td, "away_td": away_td, "home_cas": home_cas,
            "away_cas": away_cas, "conceded_by": conceded_by}


def make_event(names, *, rounds=(), organiser=None, planned=3):
    from events import services
    from rules.tournament import EventCoach  # the event file's coach, not the model

    data = EventFile(
        name="Sevens Slam",
        pack=Rulespack.default("sevens", rounds=planned),
        coaches=tuple(EventCoach(name=n) for n in names),
        rounds=tuple(rounds),
    )
    return services.event_import(data=data, organiser=organiser)


def make_bare_event(cast, name="Sevens Slam", rounds=3, **fields):
    """An event written straight to the database, organised by the cast's commissioner: no coaches, no rounds."""
    event = Event.objects.create(
        name=name,
        slug=name.lower().replace(" ", "-"),
        ruleset="sevens",
        rulespack=Rulespack.default("sevens", rounds=rounds).to_dict(),
        **fields,
    )
    event.organisers.add(cast.commissioner)
    return event


def coach(event, name, user=None, race="Human", **fields):
    return EventCoach.objects.create(event=event, name=name, user=user, race=race, **fields)


def draw(event, number, pairs, status=EventGame.Status.SCHEDULED):
    round_ = Round.objects.create(event=event, number=number, seed=number)
    for table, (home, away) in enumerate(pairs, start=1):
        EventGame.objects.create(round=round_, table=table, home=home, away=away, status=status)
    return round_


def make_rosters_event(organiser, rounds):
    """Jay, Rob, Dan and Ann imported with ``rounds``; the first three with the Rookies' roster (Jay's #1 bought
    Block for the event), Ann with none."""
    from events import services

    data = event_file(["Jay", "Rob", "Dan", "Ann"], rounds, rounds_planned=3)
    for index, coach in enumerate(data["coaches"][:3]):
        roster = copy.deepcopy(ROOKIES)
        roster["name"] = f"{coach['name']}'s Rookies"
        roster["players"][0]["skills"] = ["Block"] if index == 0 else []  # a skill bought for the event
        coach["team"] = roster
    return services.event_import(data=read_event_file(json.dumps(data)), organiser=organiser)


def make_injuries_event(cast, injuries=True):
    """Jay (coach A), Rob (coach B), Dan and Ann, each with the Rookies' roster, injuries carried unless told
    otherwise; organised by the cast's commissioner."""
    from events import services

    data = event_file(["Jay", "Rob", "Dan", "Ann"], [], rounds_planned=3, injuries_carry=injuries)
    for coach in data["coaches"]:
        roster = copy.deepcopy(ROOKIES)
        roster["name"] = f"{coach['name']}'s Rookies"
        coach["team"] = roster
    event = services.event_import(data=read_event_file(json.dumps(data)), organiser=cast.commissioner)
    EventCoach.objects.filter(event=event, name="Jay").update(user=cast.coach_a)
    EventCoach.objects.filter(event=event, name="Rob").update(user=cast.coach_b)
    return event


def jays_game(event, number):
    games = EventGame.objects.filter(round__event=event, round__number=number).select_related("home", "away")
    return next(g for g in games if "Jay" in (g.home.name, g.away.name))


def side(game):
    return "home" if game.home.name == "Jay" else "away"


def play_rest(event, number, done):
    from events import services

    for game in EventGame.objects.filter(round__event=event, round__number=number).exclude(pk=done.pk):
        services.game_submit(game=game, actor=event.organisers.first(), home_td=1, away_td=0, home_cas=0,
                             away_cas=0)
    EventGame.objects.filter(pk=done.pk).update(status=EventGame.Status.CONFIRMED)


NAMES = ["Ann", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jay"]


def play(event, round_, cast, *, draws=False):
    """Every scheduled game of the round: the home coach wins 2-1 (or a 1-1 draw, home winning extra time)."""
    from events import services

    for game in round_.games.filter(status="scheduled").select_related("home", "away"):
        score = (1, 1) if draws else (2, 1)
        services.game_submit(game=game, actor=cast.commissioner, home_td=score[0], away_td=score[1],
                             home_cas=0, away_cas=0, extra_time_winner=game.home if draws else None)


def make_teams(event, names):
    for team_name, coaches in names.items():
        team = EventTeam.objects.create(event=event, name=team_name)
        for index, name in enumerate(coaches):
            coach = EventCoach.objects.create(event=event, name=name, event_team=team, race=f"Race {name}")
            if index == 0:
                team.captain = coach
                team.save()
