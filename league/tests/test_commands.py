"""import_league, export_league and standings --json."""

import json

import pytest

from league.models import League
from teams.models import Team
from tests.factories import import_file, league_file, roster, run

pytestmark = pytest.mark.django_db


def test_seed_003_worked_example_jay_beats_rob(tmp_path):
    code, slug, err = import_file(tmp_path, league_file())
    assert code == 0, err
    code, out, _ = run("standings", slug.strip(), "--json")
    rows = {r["team"]: r for r in json.loads(out)}
    # Seed 003: Jay beats Rob 3-1, inflicting 2 casualties against 4: Jay 2 points and 1 Bonus Point, Rob 0 and 1.
    assert (rows["Jay"]["points"], rows["Jay"]["bonus_points"]) == (2, 1)
    assert (rows["Rob"]["points"], rows["Rob"]["bonus_points"]) == (0, 1)
    # Seed 003, Bye: 2 Tournament Points and 1 Bonus Point, as a 2-0 win with no casualties.
    assert (rows["Sam"]["points"], rows["Sam"]["bonus_points"], rows["Sam"]["td_for"]) == (2, 1, 2)
    # Jay and Sam are level on points, Bonus Points and touchdown difference: they share first place.
    assert [(r["rank"], r["team"]) for r in json.loads(out)] == [(1, "Jay"), (1, "Sam"), (3, "Rob")]
    assert list(json.loads(out)[0]) == [
        "rank",
        "team",
        "played",
        "won",
        "drawn",
        "lost",
        "points",
        "bonus_points",
        "td_for",
        "td_against",
        "td_diff",
        "cas_for",
        "cas_against",
    ]


def test_import_creates_coaches_and_approved_teams(tmp_path):
    code, slug, err = import_file(tmp_path, league_file())
    league = League.objects.get(slug=slug.strip())
    assert set(league.teams.values_list("entry", flat=True)) == {Team.Entry.APPROVED}
    assert league.teams.get(name="Jay").coach.username == "jay"
    assert league.teams.get(name="Sam").coach.username == "league-import"


def test_export_then_import_gives_the_same_league(tmp_path):
    _, slug, _ = import_file(tmp_path, league_file())
    _, exported, _ = run("export_league", slug.strip())
    data = json.loads(exported)
    assert data["format"] == "sevens-league/1"
    assert len(data["teams"]) == 3
    data["name"] = "Lustria Sevens Copy"
    for team in data["teams"]:
        team["name"] += " II"
    for result in data["results"]:
        result["home"] += " II"
        if result["away"]:
            result["away"] += " II"
    _, slug2, err = import_file(tmp_path, data)
    assert err == ""
    first = json.loads(run("standings", slug.strip(), "--json")[1])
    second = json.loads(run("standings", slug2.strip(), "--json")[1])
    assert [{**r, "team": r["team"] + " II"} for r in first] == second


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"format": "x"}, "'format' must be"),
        ({"teams": "nope"}, "'teams' must be a list"),
        ({"scoring": {"tiebreakers": ["coin_toss"]}}, 'unknown tiebreaker "coin_toss"'),
        ({"results": [{"round": 1, "home": "Jay", "away": "Nobody", "home_td": 1, "away_td": 0}]}, "no team called"),
        ({"results": [{"round": 1, "home": "Jay", "away": "Rob", "home_td": -1, "away_td": 0}]}, "result 1"),
        ({"teams": [roster("Jay"), {**roster("Rob"), "players": []}]}, 'team 2 ("Rob")'),
    ],
)
def test_a_malformed_file_creates_nothing_and_exits_2(tmp_path, change, message):
    code, out, err = import_file(tmp_path, league_file(**change))
    assert code == 2
    assert message in err
    assert len(err.strip().splitlines()) == 1
    assert not League.objects.exists()
    assert not Team.objects.exists()


def test_garbage_and_unknown_slugs(tmp_path):
    path = tmp_path / "x.json"
    path.write_text("{")
    assert run("import_league", str(path))[0] == 2
    assert run("export_league", "nope")[0] == 2
    assert run("standings", "nope", "--json")[0] == 2


def test_dungeon_sevens_scheme(tmp_path):
    data = league_file(scoring={"scheme": "dungeon-sevens", "tiebreakers": ["td_diff"]})
    data["results"] = [
        {"round": 1, "home": "Jay", "away": "Rob", "home_td": 3, "away_td": 1, "win_kind": "runaway"},
        {"round": 1, "home": "Sam", "away": None},
    ]
    code, slug, err = import_file(tmp_path, data)
    assert code == 0, err
    rows = {r["team"]: r for r in json.loads(run("standings", slug.strip(), "--json")[1])}
    assert rows["Jay"]["points"] == 50
    assert rows["Rob"]["points"] == 0
