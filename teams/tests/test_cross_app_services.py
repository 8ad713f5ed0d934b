"""The teams services other apps call (league, matches): each writes only teams tables."""

import pytest

from core.kept import kept
from rules.dice import Roll
from teams import services
from teams.models import Player, Team, TeamEvent
from teams.selectors import teams_locked
from tests.factories import UserFactory, make_team

pytestmark = pytest.mark.django_db


@pytest.fixture
def coach():
    return UserFactory(username="lars")


@pytest.fixture
def team(coach):
    return make_team(coach=coach)


# --- history ------------------------------------------------------------------------------------


def test_history_record_stores_rolls_as_dicts(team, coach):
    class Rolled:
        def as_dict(self):
            return {"die": "D6", "result": 4}

    event = services.history_record(
        team=team,
        kind=TeamEvent.Kind.POST_GAME,
        description="Winnings.",
        changes={"treasury": [70_000, 110_000]},
        rolls=[Rolled(), {"die": "D3", "result": 2}],
        treasury_delta=40_000,
        actor=coach,
        reason="game",
    )
    event.refresh_from_db()
    assert event.rolls == [{"die": "D6", "result": 4}, {"die": "D3", "result": 2}]
    assert (event.treasury_delta, event.actor, event.reason) == (40_000, coach, "game")
    assert event.changes == {"treasury": [70_000, 110_000]}


def statements(context) -> list[str]:
    """The captured SQL without the savepoints ``transaction.atomic`` adds inside a test's transaction."""
    return [q["sql"] for q in context.captured_queries if "SAVEPOINT" not in q["sql"]]


def test_history_record_many_in_one_query(team, coach, django_assert_max_num_queries):
    other = make_team(coach=coach, name="Others")
    with django_assert_max_num_queries(3) as context:
        services.history_record_many(
            entries=[
                {"team": team, "kind": TeamEvent.Kind.SEASON, "description": "One."},
                {"team_id": other.pk, "kind": TeamEvent.Kind.SEASON, "description": "Two.", "treasury_delta": 5},
            ]
        )
    assert len(statements(context)) == 1
    assert team.events.first().description == "One."
    assert other.events.first().treasury_delta == 5


def test_history_record_takes_the_rules_cores_rolls(team):
    roll = Roll(what="D6", why="winnings", faces=(4,), result=4)
    event = services.history_record(team=team, kind=TeamEvent.Kind.POST_GAME, description="x", rolls=[roll])
    event.refresh_from_db()
    assert event.rolls == [roll.as_dict()]


# --- players ------------------------------------------------------------------------------------


def test_players_set_status_in_one_update(team, django_assert_max_num_queries):
    players = list(team.players.order_by("number")[:2])
    with django_assert_max_num_queries(3) as context:
        services.players_set_status(players=players, status=Player.Status.MISSES_NEXT_GAME)
    assert len(statements(context)) == 1
    assert players[0].status == Player.Status.MISSES_NEXT_GAME
    assert team.players.filter(status=Player.Status.MISSES_NEXT_GAME).count() == 2


def test_gain_then_lose_a_skill_gives_back_the_player(team):
    player = team.players.get(number=1)
    services.player_gain_skill(player=player, skill="Block", kind="primary", category="General", value=70_000)
    player.refresh_from_db()
    assert player.gained_skills == [{"skill": "Block", "kind": "primary", "category": "General"}]
    assert player.value == 70_000
    services.player_lose_skill(player=player, skill="Block", value=50_000)
    player.refresh_from_db()
    assert (player.gained_skills, player.value) == ([], 50_000)


def test_lose_skill_drops_only_the_last_entry_of_that_skill(team):
    player = team.players.get(number=1)
    player.gained_skills = [
        {"skill": "Block", "kind": "primary", "category": "General"},
        {"skill": "Dodge", "kind": "secondary", "category": "Agility"},
        {"skill": "Block", "kind": "primary", "category": "General"},
    ]
    player.save()
    services.player_lose_skill(player=player, skill="Block", value=90_000)
    player.refresh_from_db()
    assert player.gained_skill_names == ["Block", "Dodge"]


def test_journeymen_added_then_hired_then_restored(team, coach):
    line = kept(
        "journeymen_join",
        fixture=kept("fixture", round=1, home="Reikland", away="Karak"),
        count=2,
        position="Human Lineman",
        traits=["Loner (5+)"],
    )
    created = services.journeymen_add(team=team, count=2, actor=coach, wording=[line], changes={"match": 5})
    assert [p.number for p in created] == [8, 9]
    journeyman = Player.objects.get(pk=created[0].pk)
    assert journeyman.journeyman
    assert journeyman.name == "Journeyman"
    assert journeyman.position == "Human Lineman"
    assert journeyman.value == 50_000
    traits = [{"skill": "Loner (5+)", "kind": "journeyman", "category": "Trait"}]
    assert journeyman.gained_skills == traits
    event = team.events.first()
    assert event.kind == TeamEvent.Kind.HIRED
    assert event.description == "Round 1: Reikland v Karak: 2 Journeymen (Human Lineman, Loner (5+)) join for the game."
    assert event.wording == [line]
    assert event.changes == {"match": 5, "journeymen": [p.pk for p in created]}

    services.journeyman_hire(player=journeyman)
    journeyman.refresh_from_db()
    assert not journeyman.journeyman
    assert journeyman.gained_skills == []

    services.players_set_status(players=[Player.objects.get(pk=created[1].pk)], status=Player.Status.FIRED)
    services.journeymen_restore(team=team, player_ids=[p.pk for p in created])
    for player in Player.objects.filter(pk__in=[p.pk for p in created]):
        assert player.journeyman
        assert player.status == Player.Status.AVAILABLE
        assert player.gained_skills == traits


def test_no_journeymen_for_a_count_of_zero(team):
    assert services.journeymen_add(team=team, count=0, wording=[], changes={}) == []
    assert team.events.count() == 1


# --- team fields --------------------------------------------------------------------------------


def test_team_save_writes_only_the_named_fields(team):
    team.treasury = 200_000
    team.dedicated_fans = 3
    team.name = "Not saved"
    services.team_save(team=team, fields=["treasury", "dedicated_fans"])
    team.refresh_from_db()
    assert (team.treasury, team.dedicated_fans, team.name) == (200_000, 3, "Reikland Rookies")
    with pytest.raises(ValueError):
        services.team_save(team=team, fields=["name"])


def test_team_spend_takes_from_the_treasury_and_raises_the_version(team):
    version = team.version
    services.team_spend(team=team, amount=20_000)
    assert (team.treasury, team.version) == (50_000, version + 1)
    team.refresh_from_db()
    assert (team.treasury, team.version) == (50_000, version + 1)


def test_recompute_values_stays_in_memory(team):
    team.rerolls = 2
    services.recompute_values(team)
    # Issue 11 (2020 rulebook, Team Value): a re-roll counts at its roster price (50,000), not the double paid.
    assert team.team_value == 480_000 + 50_000
    team.refresh_from_db()
    assert team.team_value == 480_000


# --- the league's requests ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("approve", "entry", "word"), [(True, "approved", "approved"), (False, "rejected", "rejected")]
)
def test_team_decide_entry(team, coach, approve, entry, word):
    decided = services.team_decide_entry(team=team, approve=approve, actor=coach, league_name="Lustria")
    assert decided.entry == entry
    team.refresh_from_db()
    assert team.entry == entry
    event = team.events.first()
    assert event.kind == TeamEvent.Kind.SEASON
    assert event.description == f"Entry in Lustria {word}."
    assert event.actor == coach


def test_teams_carry_over(team, coach):
    other = make_team(coach=coach, name="Others")
    missing = team.players.get(number=1)
    services.players_set_status(players=[missing], status=Player.Status.MISSES_NEXT_GAME)
    Team.objects.filter(pk=team.pk).update(team_value=0, current_team_value=0)
    services.teams_carry_over(team_ids=[other.pk, team.pk], season_name="Season 2")
    missing.refresh_from_db()
    assert missing.status == Player.Status.AVAILABLE
    team.refresh_from_db()
    assert (team.team_value, team.current_team_value) == (480_000, 480_000)  # the re-roll at its roster price
    for t in (team, other):
        assert t.events.first().description == "Carried over into Season 2."
        assert t.events.first().kind == TeamEvent.Kind.SEASON


def test_teams_locked_in_id_order(team, coach):
    other = make_team(coach=coach, name="Aardvarks")
    locked = teams_locked(ids=[other.pk, team.pk])
    assert list(locked) == sorted([team.pk, other.pk])
    assert locked[team.pk].name == "Reikland Rookies"
