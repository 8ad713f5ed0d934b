import json
from io import StringIO

import pytest
from django.core.management import call_command

from teams.models import Team
from tests.factories import UserFactory, make_team

pytestmark = pytest.mark.django_db


def run(*args):
    out, err = StringIO(), StringIO()
    code = 0
    try:
        call_command(*args, stdout=out, stderr=err)
    except SystemExit as exc:
        code = exc.code
    return code, out.getvalue(), err.getvalue()


def test_export_then_import_gives_back_the_same_roster(tmp_path):
    coach = UserFactory(username="lars")
    team = make_team(coach=coach)
    code, exported, _ = run("export_roster", str(team.pk))
    assert code == 0
    path = tmp_path / "team.json"
    path.write_text(exported)
    code, out, err = run("import_roster", str(path), "--coach", "lars")
    assert code == 0, err
    new_id = int(out.strip())
    assert new_id != team.pk
    code, again, _ = run("export_roster", str(new_id))
    assert json.loads(again) == json.loads(exported)


def test_import_into_a_league(tmp_path, cast):
    code, exported, _ = run("export_roster", str(cast.team_a.pk))
    path = tmp_path / "team.json"
    path.write_text(exported)
    code, out, err = run("import_roster", str(path), "--coach", "coach_b", "--league", cast.league.slug)
    assert code == 0, err
    team = Team.objects.get(pk=int(out))
    assert team.league == cast.league
    assert team.coach == cast.coach_b


def test_import_refuses_invalid_files_and_creates_nothing(tmp_path):
    UserFactory(username="lars")
    path = tmp_path / "bad.json"
    path.write_text(
        json.dumps(
            {
                "format": "sevens-roster/1",
                "ruleset": "sevens",
                "name": "X",
                "race": "Human",
                "players": [{"position": "Lineman"}],
            }
        )
    )
    code, out, err = run("import_roster", str(path), "--coach", "lars")
    assert code == 1
    assert "A team needs at least 7 players; this team has 1." in err
    path.write_text("garbage")
    assert run("import_roster", str(path), "--coach", "lars")[0] == 2
    assert run("import_roster", str(path), "--coach", "nobody")[0] == 2
    assert Team.objects.count() == 0


def test_export_unknown_team():
    code, out, err = run("export_roster", "999")
    assert code == 2
    assert "no team 999" in err
