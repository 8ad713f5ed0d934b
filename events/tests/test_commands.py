"""The machine interface of issue 17: import_event, pair_round --json and event_standings --json, with the issue's
own event file (Jay beats Rob 3-1) and the Guide's numbers."""

import json
import subprocess
import sys
from io import StringIO
from pathlib import Path

import pytest
from django.core.management import CommandError, call_command

from events.models import Event, EventCoach, EventGame
from tests.factories import UserFactory, event_file, game

pytestmark = pytest.mark.django_db
ROOT = Path(__file__).resolve().parents[2]
KEYS = ["rank", "coach", "played", "won", "drawn", "lost", "points", "bonus_points", "td_for", "td_against",
        "td_diff", "cas_for", "cas_against"]


def run(*args) -> str:
    out = StringIO()
    call_command(*args, stdout=out)
    return out.getvalue().strip()


def imported(tmp_path, data) -> str:
    path = tmp_path / "event.json"
    path.write_text(json.dumps(data))
    return run("import_event", str(path))


def test_the_issues_file_imports_and_jay_beating_rob_3_1_gives_2_points_and_a_bonus_point_each(tmp_path):
    data = event_file(["Jay", "Rob"], [{"number": 1, "games": [game("Jay", "Rob", 3, 1, 2, 4)]}])
    slug = imported(tmp_path, data)
    assert Event.objects.get(slug=slug).name == "Sevens Slam"
    rows = json.loads(run("event_standings", slug, "--json"))
    assert [list(row) for row in rows] == [KEYS, KEYS]
    jay, rob = rows
    assert (jay["coach"], jay["rank"], jay["points"], jay["bonus_points"]) == ("Jay", 1, 2, 1)
    assert (rob["coach"], rob["rank"], rob["points"], rob["bonus_points"]) == ("Rob", 2, 0, 1)
    assert (jay["td_for"], jay["td_against"], jay["td_diff"], jay["cas_for"], jay["cas_against"]) == (3, 1, 2, 2, 4)
    assert (jay["played"], jay["won"], rob["lost"]) == (1, 1, 1)


def test_nine_coaches_draw_a_bye_and_round_two_keeps_the_swiss_order(tmp_path):
    coaches = ["Ann", "Ben", "Cal", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy"]
    slug = imported(tmp_path, event_file(coaches))
    first = json.loads(run("pair_round", slug, "--json", "--seed", "7"))
    assert [row["table"] for row in first] == [1, 2, 3, 4, 5]
    assert sum(row["away"] is None for row in first) == 1
    seated = [row["home"] for row in first] + [row["away"] for row in first if row["away"]]
    assert sorted(seated) == coaches
    assert first == json.loads(run("pair_round", slug, "--json", "--seed", "7"))  # the seed makes the draw
    assert not EventGame.objects.exists()  # printed, not saved


def test_round_two_pairs_1v2_3v4_from_the_standings(tmp_path):
    played = [{"number": 1, "games": [game("Ann", "Ben", 2, 0), game("Cal", "Dan", 1, 0)]}]
    slug = imported(tmp_path, event_file(["Ann", "Ben", "Cal", "Dan"], played))
    # Ann (won 2-0) and Cal (won 1-0) lead; Dan (lost 0-1) ranks above Ben (lost 0-2) on touchdown difference.
    # Nobody has met: 1v2 and 3v4.
    assert json.loads(run("pair_round", slug, "--json")) == [
        {"table": 1, "home": "Ann", "away": "Cal"},
        {"table": 2, "home": "Dan", "away": "Ben"},
    ]


@pytest.mark.parametrize(
    ("change", "says"),
    [
        ({"format": "sevens-event/2"}, "format"),
        ({"coaches": []}, "coaches"),
        ({"rounds": [{"number": 1, "games": [game("Jay", "Nobody", 1, 0)]}]}, "Nobody"),
        ({"scoring": {"win": "two"}}, "win"),
    ],
)
def test_a_malformed_file_creates_nothing_and_exits_2_with_one_line(tmp_path, change, says):
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(event_file(["Jay", "Rob"], **change)))
    with pytest.raises(CommandError) as raised:
        run("import_event", str(path))
    assert raised.value.returncode == 2
    assert says in str(raised.value)
    assert "\n" not in str(raised.value)
    assert not Event.objects.exists()
    assert not EventCoach.objects.exists()


def test_the_commands_exit_2_from_the_shell_with_one_line(tmp_path):
    path = tmp_path / "bad.json"
    path.write_text("{not json")
    done = subprocess.run([sys.executable, "manage.py", "import_event", str(path)], cwd=ROOT, capture_output=True,
                          text=True, timeout=60)
    assert done.returncode == 2
    assert len(done.stderr.strip().splitlines()) == 1
    assert "Traceback" not in done.stderr
    for command in (["pair_round", "no-such-event", "--json"], ["event_standings", "no-such-event", "--json"]):
        with pytest.raises(CommandError) as raised:
            run(*command)
        assert raised.value.returncode == 2


def test_an_organiser_can_be_named_and_must_exist(tmp_path):
    UserFactory(username="organiser")
    path = tmp_path / "event.json"
    path.write_text(json.dumps(event_file(["Jay", "Rob"])))
    slug = run("import_event", str(path), "--organiser", "organiser")
    assert list(Event.objects.get(slug=slug).organisers.values_list("username", flat=True)) == ["organiser"]
    with pytest.raises(CommandError):
        run("import_event", str(path), "--organiser", "nobody")


def test_every_round_played_refuses_another(tmp_path):
    played = [{"number": 1, "games": [game("Jay", "Rob", 1, 0)]}]
    slug = imported(tmp_path, event_file(["Jay", "Rob"], played, rounds_planned=1))
    with pytest.raises(CommandError) as raised:
        run("pair_round", slug, "--json")
    assert "All 1 rounds" in str(raised.value)


def test_a_team_event_file_brings_its_teams_and_captains(tmp_path):
    from events.models import EventTeam

    data = event_file(["Ann", "Bob", "Cat", "Dan", "Eve", "Fay"], rounds_planned=3)
    data["structure"], data["team_size"] = "teams", 3
    for coach, team in zip(data["coaches"], ["Anvils"] * 3 + ["Nailers"] * 3, strict=True):
        coach["event_team"] = team
    slug = imported(tmp_path, data)
    event = Event.objects.get(slug=slug)
    assert event.structure == "teams"
    assert {t.name: t.captain.name for t in EventTeam.objects.filter(event=event)} == {"Anvils": "Ann",
                                                                                      "Nailers": "Dan"}
    out = run("pair_round", slug, "--json", "--seed", "3")
    assert len(json.loads(out)) == 3  # three coach games of one team pairing


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"structure": "teams", "team_size": 3}, "names his 'event_team'"),
        ({"structure": "leagues"}, "'structure' must be one of"),
        ({"structure": "groups", "knockout_size": 6}, "8 or 16"),
    ],
)
def test_a_malformed_structure_exits_2_with_one_line(tmp_path, change, message):
    with pytest.raises(CommandError) as raised:
        imported(tmp_path, event_file(["Ann", "Bob", "Cat"], rounds_planned=3) | change)
    assert raised.value.returncode == 2
    assert message in str(raised.value)
    assert not Event.objects.exists()


def roster(*, linemen=7, blitzers=0, rerolls=1, skills=()):
    """A Sevens Human roster file: 7 Linemen, a re-roll and an apothecary (530,000) unless told otherwise."""
    from rules.draft import Draft, DraftPlayer
    from rules.rosterfile import RosterFile, dump_roster

    players = [DraftPlayer("Human Lineman", number=i, name=f"Lineman {i}", skills=tuple(skills) if i == 1 else ())
               for i in range(1, linemen + 1)]
    players += [DraftPlayer("Human Blitzer", number=linemen + i, name=f"Blitzer {i}") for i in range(1, blitzers + 1)]
    draft = Draft(race="Human", players=tuple(players), rerolls=rerolls, apothecary=True)
    return dump_roster(RosterFile(ruleset="sevens", name="Rookies", draft=draft))


@pytest.mark.parametrize(
    ("team", "inducements", "problem"),
    [
        ({"skills": ("Block", "Dodge", "Sure Hands", "Tackle")}, {}, "Lineman 1 has 4 added skills; one at most"),
        ({"blitzers": 2, "linemen": 5, "rerolls": 3}, {"bribes": 3}, "the budget is 600,000"),
    ],
    ids=["skills", "budget"],
)
def test_an_imported_roster_is_checked_as_registration_checks_it_and_nothing_is_created(tmp_path, team, inducements,
                                                                                          problem):
    data = event_file(["Ann", "Ben"])
    data["coaches"][0]["team"] = roster()
    data["coaches"][1].update(team=roster(**team), inducements=inducements)
    with pytest.raises(CommandError) as refused:
        imported(tmp_path, data)
    assert refused.value.returncode == 2
    message = str(refused.value)
    assert "\n" not in message
    assert message.startswith("coach 'Ben': the roster breaks the rulespack: ")
    assert problem in message
    assert not Event.objects.exists()
    assert not EventCoach.objects.exists()


def test_a_roster_within_the_rulespack_imports_with_its_inducements(tmp_path):
    data = event_file(["Ann", "Ben"])
    data["coaches"][0].update(team=roster(), inducements={})
    data["coaches"][1].update(team=roster(), inducements={"bribes": 0})
    slug = imported(tmp_path, data)
    assert EventCoach.objects.filter(event__slug=slug, race="Human").count() == 2
