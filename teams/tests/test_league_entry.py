"""Issue 11, "Only legal teams enter a league", and the season-long rules teams apply: a roster entered into a
league is the league's draft (seed 000, Team Draft Budget), only a commissioner brings in a developed team, every
gained skill is one the player could gain, Dedicated Fans above 6 and a skill banned later never block a hire."""

import json
from io import StringIO

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.core.management import call_command
from django.urls import reverse

from rules.draft import Draft, DraftPlayer
from rules.errors import DomainError
from teams import services
from teams.models import Player, Team, TeamEvent
from tests.factories import make_team

pytestmark = pytest.mark.django_db


def roster(**changes) -> dict:
    """A Human roster file: 7 Linemen (350,000), the first with Block, and a treasury of 9,999,999."""
    players = [{"number": n, "name": f"Lineman {n}", "position": "Human Lineman", "skills": []} for n in range(1, 8)]
    players[0]["skills"] = ["Block"]
    data = {
        "format": "sevens-roster/1",
        "ruleset": "sevens",
        "name": "Bögenhafen Barons",
        "race": "Human",
        "rerolls": 0,
        "dedicated_fans": 1,
        "treasury": 9_999_999,
        "players": players,
    }
    return {**data, **changes}


def run(*args):
    out, err = StringIO(), StringIO()
    code = 0
    try:
        call_command(*args, stdout=out, stderr=err)
    except SystemExit as exc:
        code = exc.code
    return code, out.getvalue(), err.getvalue()


# --- the command ---------------------------------------------------------------------------------------------


def test_a_coach_importing_skills_and_a_fortune_into_a_league_exits_1_and_creates_nothing(tmp_path, cast):
    path = tmp_path / "barons.json"
    path.write_text(json.dumps(roster()))
    before = (Team.objects.count(), Player.objects.count(), TeamEvent.objects.count())
    code, out, err = run("import_roster", str(path), "--coach", "coach_b", "--league", cast.league.slug)
    assert code == 1
    assert "skills_at_draft" in err
    assert "Lineman 1" in err
    assert out == ""
    assert (Team.objects.count(), Player.objects.count(), TeamEvent.objects.count()) == before


def test_a_coachs_league_import_gets_the_budget_left_whatever_the_file_says(tmp_path, cast):
    data = roster()
    data["players"][0]["skills"] = []
    path = tmp_path / "barons.json"
    path.write_text(json.dumps(data))
    code, out, err = run("import_roster", str(path), "--coach", "coach_b", "--league", cast.league.slug)
    assert code == 0, err
    team = Team.objects.get(pk=int(out))
    assert team.treasury == 600_000 - 7 * 50_000


def test_a_commissioner_brings_in_a_developed_team_recorded_with_his_name(tmp_path, cast):
    path = tmp_path / "barons.json"
    path.write_text(json.dumps(roster(treasury=120_000, dedicated_fans=7)))
    args = ("import_roster", str(path), "--coach", "coach_b", "--league", cast.league.slug)
    code, out, err = run(*args, "--as", "commish")
    assert code == 0, err
    team = Team.objects.get(pk=int(out))
    assert (team.coach, team.treasury, team.dedicated_fans) == (cast.coach_b, 120_000, 7)
    assert team.players.get(number=1).gained_skill_names == ["Block"]
    event = team.events.get()
    assert "developed team by commissioner commish" in event.description
    assert event.actor == cast.commissioner
    # A coach naming himself with --as is still a coach.
    assert run(*args, "--as", "coach_b")[0] == 1
    assert run(*args, "--as", "nobody")[0] == 2


def test_even_a_commissioner_cannot_bring_in_a_skill_the_player_could_not_gain(tmp_path, cast):
    data = roster()
    data["players"][0]["skills"] = ["Claws"]  # Mutation: not a Human Lineman's category
    path = tmp_path / "barons.json"
    path.write_text(json.dumps(data))
    code, _, err = run(
        "import_roster", str(path), "--coach", "coach_b", "--league", cast.league.slug, "--as", "commish"
    )
    assert code == 1
    assert "skill_not_available: Lineman 1 cannot gain Claws" in err
    assert not Team.objects.filter(name="Bögenhafen Barons").exists()


def test_a_friendly_import_keeps_its_skills_if_the_player_could_gain_them(tmp_path, cast):
    data = roster()
    path = tmp_path / "barons.json"
    path.write_text(json.dumps(data))
    code, out, err = run("import_roster", str(path), "--coach", "outsider")
    assert code == 0, err
    data["players"][1]["skills"] = ["Loner (4+)"]  # a trait
    path.write_text(json.dumps(data))
    code, out, err = run("import_roster", str(path), "--coach", "outsider")
    assert code == 1
    assert "skill_not_available" in err


# --- the import page -----------------------------------------------------------------------------------------


def _post(client, user, data, league):
    client.force_login(user)
    upload = SimpleUploadedFile("team.json", json.dumps(data).encode())
    return client.post(reverse("teams:import"), {"file": upload, "league": league.pk})


def test_a_coach_importing_into_a_league_sees_each_violation_beside_the_file(client, cast):
    data = roster()
    data["players"][1]["skills"] = ["Dodge"]
    response = _post(client, cast.coach_b, data, cast.league)
    assert response.status_code == 200
    errors = response.content.decode().split('id="id_file_errors"')[1].split("</ul>")[0]
    assert "Lineman 1 has gained skills (Block)" in errors
    assert "Lineman 2 has gained skills (Dodge)" in errors
    assert not Team.objects.filter(name="Bögenhafen Barons").exists()


def test_the_commissioner_imports_a_developed_team_on_the_page(client, cast):
    response = _post(client, cast.commissioner, roster(treasury=70_000), cast.league)
    team = Team.objects.get(name="Bögenhafen Barons")
    assert response.status_code == 302
    assert (team.treasury, team.league) == (70_000, cast.league)


def test_an_outsider_cannot_enter_a_league_by_posting_its_id(client, cast):
    data = roster()
    data["players"][0]["skills"] = []
    _post(client, cast.outsider, data, cast.league)
    team = Team.objects.get(name="Bögenhafen Barons")
    assert team.league is None  # the page offers him no league: a friendly team, with the file's treasury
    assert team.treasury == 9_999_999


def test_the_draft_page_enters_a_league_with_the_budget_left(client, cast):
    client.force_login(cast.coach_a)
    post = {
        "league": cast.league.slug,
        "race": "Human",
        "name": "Nuln Nightwatch",
        "op": "save",
        "rerolls": "0",
        "dedicated_fans": "1",
        "player_position": ["Human Lineman"] * 7,
        "player_number": [str(n) for n in range(1, 8)],
    }
    response = client.post(reverse("teams:draft"), post)
    team = Team.objects.filter(name="Nuln Nightwatch").first()
    assert team is not None, response.content.decode()[:2000]
    assert (team.league, team.treasury) == (cast.league, 600_000 - 7 * 50_000)


# --- the services ----------------------------------------------------------------------------------------------


def test_a_team_whose_fans_reached_seven_may_still_hire(cast):
    # Seed 000: the cap of 6 is for "when a team is drafted"; afterwards the fans rise with results.
    Team.objects.filter(pk=cast.team_a.pk).update(dedicated_fans=7)
    team = Team.objects.get(pk=cast.team_a.pk)
    player = services.team_hire_player(team=team, actor=cast.coach_a, version=team.version, position="Lineman")
    assert player.position == "Human Lineman"


def test_a_skill_banned_after_it_was_gained_never_blocks_a_hire(cast):
    team = make_team(coach=cast.outsider, name="Dungeon Dwellers", ruleset_key="dungeon-sevens")
    Player.objects.filter(team=team, number=1).update(
        gained_skills=[{"skill": "Leader", "kind": "secondary", "category": "Passing"}]
    )
    team.refresh_from_db()
    player = services.team_hire_player(team=team, actor=cast.outsider, version=team.version, position="Lineman")
    assert player.pk


@pytest.mark.parametrize(
    ("skills", "message"),
    [
        (["Claws"], "Lineman 1 cannot gain Claws"),
        (["Block", "Block"], "already has Block"),
        (["Stunty"], "Stunty is a trait"),
        (["Wall Thrower"], "Wall Thrower is a Dungeon Bowl-only skill"),
    ],
)
def test_a_correction_refuses_a_skill_the_player_could_not_gain(cast, skills, message):
    player = cast.team_a.players.get(number=1)
    with pytest.raises(DomainError, match=message) as refused:
        services.team_correct_player(player=player, actor=cast.commissioner, reason="x", gained_skills=skills)
    assert [v.code for v in refused.value.violations] == ["skill_not_available"]
    player.refresh_from_db()
    assert player.gained_skills == []


def test_a_correction_keeps_a_skill_the_league_banned_later(cast):
    # Seed 001 bans Leader; a Human Thrower (Primary G P) who gained it before the ban keeps it.
    players = [DraftPlayer("Human Lineman", number=n) for n in range(1, 7)]
    players.append(DraftPlayer("Human Thrower", number=7, name="Griff"))
    draft = Draft(race="Human", players=tuple(players))
    team = make_team(coach=cast.outsider, name="Dungeon Dwellers", ruleset_key="dungeon-sevens", draft=draft)
    leader = [{"skill": "Leader", "kind": "primary", "category": "Passing"}]
    Player.objects.filter(team=team, number=7).update(gained_skills=leader)
    player = team.players.get(number=7)
    services.team_correct_player(player=player, actor=cast.commissioner, reason="x", gained_skills=["Leader", "Dodge"])
    player.refresh_from_db()
    assert player.gained_skill_names == ["Leader", "Dodge"]
    # Once taken away, Leader gained again now is a new skill, and the ban applies.
    services.team_correct_player(player=player, actor=cast.commissioner, reason="x", gained_skills=["Dodge"])
    with pytest.raises(DomainError, match="Leader is banned") as refused:
        services.team_correct_player(
            player=player, actor=cast.commissioner, reason="x", gained_skills=["Dodge", "Leader"]
        )
    assert [v.code for v in refused.value.violations] == ["skill_banned"]
