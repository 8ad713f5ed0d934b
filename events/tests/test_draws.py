"""One draw for every format (events/draws.py): ``pair_round --seed S`` prints exactly the round the organiser's
"Draw round" saves with seed S (Swiss with a Spare Player, teams, groups through the knockout); team-mates never meet;
the Spare Player fills an odd field and sits out an even one; club-mates are kept apart in round 1."""

import json
import random
from io import StringIO

import pytest
from django.core.management import call_command

from events import draws, services
from events.models import Event, EventCoach, EventTeam
from rules.errors import DomainError

pytestmark = pytest.mark.django_db

NAMES = ["Ann", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jay"]


def printed(event, seed):
    out = StringIO()
    call_command("pair_round", event.slug, "--json", "--seed", str(seed), stdout=out)
    return json.loads(out.getvalue())


def saved(round_):
    rows = []
    for game in round_.games.select_related("home", "away").order_by("table"):
        row = {"table": game.table, "home": game.home.name, "away": game.away.name if game.away else None}
        if game.places_low is not None:
            row["places"] = [game.places_low, game.places_high]
        rows.append(row)
    return rows


def play(event, round_, cast, rnd):
    """Every scheduled game gets a random result (a knockout draw goes to the home coach in extra time)."""
    for game in round_.games.filter(status="scheduled").select_related("home", "away"):
        home, away = rnd.randint(0, 3), rnd.randint(0, 3)
        services.game_submit(game=game, actor=cast.commissioner, home_td=home, away_td=away,
                             home_cas=rnd.randint(0, 2), away_cas=rnd.randint(0, 2),
                             extra_time_winner=game.home if home == away and game.places_low else None)


def draw_and_compare(event, seed):
    """The command's draw, then the organiser's with the same seed: table by table the same."""
    expected = printed(event, seed)
    round_ = services.round_pair(event=event, actor=event.organisers.first(), seed=seed)
    assert saved(round_) == expected
    return round_


def swiss(cast, names, *, spare=None, **changes):
    event = services.event_create(organiser=cast.commissioner, name="Swiss Sevens", ruleset="sevens", rounds=4)
    Event.objects.filter(pk=event.pk).update(**changes)
    event.refresh_from_db()
    for name in names:
        EventCoach.objects.create(event=event, name=name)
    if spare:
        EventCoach.objects.create(event=event, name=spare, spare=True)
    return event


def test_a_swiss_event_with_a_spare_player_draws_the_same_from_the_command_and_the_button(cast):
    event = swiss(cast, NAMES[:9], spare="Spare")
    rnd = random.Random(3)
    for number, seed in enumerate((41, 42, 43, 44), start=1):
        round_ = draw_and_compare(event, seed)
        rows = saved(round_)
        assert round_.number == number
        assert len(rows) == 5  # nine coaches and the Spare Player: five games
        assert all(row["away"] is not None for row in rows)  # and no Bye
        assert sum("Spare" in (row["home"], row["away"]) for row in rows) == 1
        play(event, round_, cast, rnd)
    with pytest.raises(DomainError, match="All 4 rounds"):
        draws.next_round(event=event, seed=1)


def test_with_an_even_field_the_spare_player_sits_out(cast):
    event = swiss(cast, NAMES[:8], spare="Spare")
    rows = saved(draw_and_compare(event, 5))
    assert len(rows) == 4
    assert "Spare" not in {row["home"] for row in rows} | {row["away"] for row in rows}


def test_only_the_coaches_still_playing_and_checked_in_are_drawn(cast):
    event = swiss(cast, NAMES[:6], check_in=True)
    EventCoach.objects.filter(event=event).exclude(name="Fay").update(checked_in=True)
    EventCoach.objects.filter(event=event, name="Eve").update(state=EventCoach.State.DROPPED)
    seated = {name for row in saved(draw_and_compare(event, 9)) for name in (row["home"], row["away"])}
    assert seated == {"Ann", "Bob", "Cat", "Dan"}


def test_club_mates_are_kept_apart_in_round_one_when_the_event_says_so(cast):
    clubs = {"Ann": "Reavers", "Bob": "Reavers", "Cat": "Reavers", "Dan": "Cats", "Eve": "Cats", "Fay": "Cats"}
    kept, mixed = swiss(cast, clubs, separate_clubs=True), swiss(cast, clubs)
    for event in (kept, mixed):
        for name, club in clubs.items():
            EventCoach.objects.filter(event=event, name=name).update(club=club)
    met = 0
    for seed in range(12):
        for row in printed(kept, seed):
            assert clubs[row["home"]] != clubs[row["away"]]
        met += any(clubs[row["home"]] == clubs[row["away"]] for row in printed(mixed, seed))
    assert met  # without the option club-mates do meet
    rows = saved(draw_and_compare(kept, 3))
    assert all(clubs[row["home"]] != clubs[row["away"]] for row in rows)


def test_a_team_event_draws_the_same_both_ways_and_never_pairs_team_mates(cast):
    event = services.event_create(organiser=cast.commissioner, name="Team Sevens", ruleset="sevens",
                                  structure="teams", team_size=3, rounds=3)
    team_of = {}
    for team_name in ("Alpha", "Beta", "Gamma", "Delta"):
        team = EventTeam.objects.create(event=event, name=team_name)
        for index in range(3):
            coach = EventCoach.objects.create(event=event, name=f"{team_name}{index}", event_team=team,
                                              race=f"Race {index}")
            team_of[coach.name] = team_name
            if index == 0:
                team.captain = coach
                team.save()
    rnd = random.Random(8)
    for seed in (17, 18, 19):
        round_ = draw_and_compare(event, seed)
        rows = saved(round_)
        assert len(rows) == 6
        assert all(team_of[row["home"]] != team_of[row["away"]] for row in rows)
        play(event, round_, cast, rnd)


def test_a_group_event_draws_the_same_both_ways_through_the_knockout(cast):
    event = services.event_create(organiser=cast.commissioner, name="Group Cup", ruleset="sevens",
                                  structure="groups", knockout_size=8)
    for name in NAMES:
        EventCoach.objects.create(event=event, name=name)
    rnd = random.Random(5)
    stages = []
    for seed in range(21, 21 + event.pack().rounds):
        round_ = draw_and_compare(event, seed)
        stages.append(round_.stage)
        play(event, round_, cast, rnd)
    assert stages == ["group"] * 3 + ["knockout"] * 3
    with pytest.raises(DomainError, match="knockout is over"):
        draws.next_round(event=event, seed=1)
