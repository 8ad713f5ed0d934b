"""Team services: every change and every refusal, each all-or-nothing with its history entry."""

import pytest

from rules.draft import Draft, DraftPlayer
from rules.errors import DomainError
from rules.rulesets import get_ruleset
from teams import services
from teams.models import Player, Team, TeamEvent
from teams.selectors import team_for_page, team_roster_file
from teams.services import StaleFormError
from tests.factories import UserFactory, human_draft, make_team

pytestmark = pytest.mark.django_db


@pytest.fixture
def coach():
    return UserFactory(username="lars")


def test_drafting_creates_the_team_players_history_and_treasury(coach):
    team = make_team(coach=coach)
    assert team.race == "Human"
    assert team.players.count() == 7
    assert team.treasury == 600_000 - 530_000
    assert team.team_value == 480_000  # issue 11: the re-roll at its roster price (50,000)
    assert team.current_team_value == 480_000
    event = team.events.get()
    assert event.kind == TeamEvent.Kind.DRAFTED
    assert "7 players for 530,000" in event.description
    lineman = team.players.first()
    assert (lineman.ma, lineman.st, lineman.ag, lineman.pa, lineman.av) == (6, 3, 3, 4, 9)
    assert lineman.value == 50_000


def test_an_invalid_draft_creates_nothing(coach):
    with pytest.raises(DomainError) as caught:
        make_team(coach=coach, draft=human_draft(linemen=6))
    assert [v.code for v in caught.value.violations] == ["too_few_players"]
    assert Team.objects.count() == 0
    assert Player.objects.count() == 0


def test_numbers_default_to_the_next_free_one(coach):
    players = tuple(DraftPlayer("Human Lineman", number=n) for n in (1, 2, None, 4, None, None, None))
    team = make_team(coach=coach, draft=Draft(race="Human", players=players))
    assert sorted(team.players.values_list("number", flat=True)) == [1, 2, 3, 4, 5, 6, 7]


def test_a_favour_must_be_chosen_by_chaos_chosen(coach):
    draft = Draft(race="Chaos Chosen", players=tuple(DraftPlayer("Beastman Runner Lineman") for _ in range(7)))
    with pytest.raises(DomainError, match="Chaos Chosen teams choose one of"):
        services.team_create(coach=coach, name="Blessed", draft=draft)
    team = services.team_create(coach=coach, name="Blessed", draft=draft, special_rule="Favoured of Nurgle")
    assert "Favoured of Nurgle" in team.special_rules


def test_a_team_needs_a_name(coach):
    with pytest.raises(DomainError) as caught:
        services.team_create(coach=coach, name="  ", draft=human_draft())
    assert caught.value.field == "name"


# --- hiring -------------------------------------------------------------------------------------


def test_hire_pays_from_the_treasury_and_writes_history(coach):
    team = make_team(coach=coach, draft=human_draft(rerolls=0, apothecary=False))  # treasury 250,000
    player = services.team_hire_player(team=team, actor=coach, version=team.version, position="Blitzer", name="Griff")
    team.refresh_from_db()
    assert player.number == 8
    assert player.value == 85_000
    assert team.treasury == 250_000 - 85_000
    assert team.team_value == 350_000 + 85_000
    assert team.events.first().description == "Hired #8 Griff (Human Blitzer) for 85,000."
    assert team.events.first().treasury_delta == -85_000


def test_hire_refused_when_the_treasury_is_short(coach):
    team = make_team(coach=coach)  # treasury 70,000
    with pytest.raises(DomainError, match="The treasury holds 70,000; a Human Blitzer costs 85,000."):
        services.team_hire_player(team=team, actor=coach, version=team.version, position="Human Blitzer")
    team.refresh_from_db()
    assert team.players.count() == 7
    assert team.treasury == 70_000


def test_hire_refused_beyond_eleven_players(coach):
    team = make_team(coach=coach, draft=human_draft(linemen=11, rerolls=0, apothecary=False))
    with pytest.raises(DomainError, match="at most 11 players"):
        services.team_hire_player(team=team, actor=coach, version=team.version, position="Human Lineman")


def test_hire_refused_for_a_fifth_non_lineman(coach):
    team = make_team(coach=coach, draft=human_draft(linemen=3, blitzers=4, rerolls=0, apothecary=False))
    team.treasury = 500_000
    team.save()
    with pytest.raises(DomainError, match="at most 4 players that are not Linemen"):
        services.team_hire_player(team=team, actor=coach, version=team.version, position="Human Catcher")


def test_hire_refused_for_a_taken_number(coach):
    team = make_team(coach=coach, draft=human_draft(rerolls=0))
    with pytest.raises(DomainError, match="Number 3 is already worn"):
        services.team_hire_player(team=team, actor=coach, version=team.version, position="Lineman", number=3)


def test_a_double_submitted_hire_buys_one_player(coach):
    team = make_team(coach=coach, draft=human_draft(rerolls=0, apothecary=False))
    version = team.version
    services.team_hire_player(team=team, actor=coach, version=version, position="Human Lineman")
    with pytest.raises(StaleFormError):
        services.team_hire_player(team=team, actor=coach, version=version, position="Human Lineman")
    assert team.players.count() == 8
    team.refresh_from_db()
    assert team.treasury == 250_000 - 50_000


def test_unknown_position_refused(coach):
    team = make_team(coach=coach)
    with pytest.raises(DomainError) as caught:
        services.team_hire_player(team=team, actor=coach, version=team.version, position="Wizard")
    assert caught.value.field == "position"


# --- firing, staff, re-rolls --------------------------------------------------------------------


def test_fire_removes_the_player_without_refund(coach):
    team = make_team(coach=coach)
    player = team.players.get(number=7)
    services.team_fire_player(team=team, actor=coach, version=team.version, player_id=player.pk)
    team.refresh_from_db()
    player.refresh_from_db()
    assert player.status == Player.Status.FIRED
    assert team.treasury == 70_000
    assert team.team_value == 480_000 - 50_000
    assert team.events.first().kind == TeamEvent.Kind.FIRED


def test_fire_refuses_a_player_of_another_team(coach):
    team = make_team(coach=coach)
    other = make_team(coach=UserFactory(), name="Others")
    with pytest.raises(DomainError):
        services.team_fire_player(team=team, actor=coach, version=team.version, player_id=other.players.first().pk)
    assert other.players.filter(status=Player.Status.AVAILABLE).count() == 7


def test_buy_staff_from_the_treasury(coach):
    team = make_team(coach=coach)  # 70,000
    team = services.team_buy_staff(team=team, actor=coach, version=team.version, kind="assistant_coaches")
    assert team.assistant_coaches == 1
    assert team.treasury == 50_000
    assert team.team_value == 500_000
    team = services.team_buy_staff(team=team, actor=coach, version=team.version, kind="cheerleaders")
    assert team.cheerleaders == 1
    assert team.treasury == 30_000


def test_buy_staff_caps_and_treasury(coach):
    team = make_team(coach=coach, draft=human_draft(rerolls=0, apothecary=False, assistant_coaches=3))
    with pytest.raises(DomainError, match="already has 3 assistant coaches, the most it may have"):
        services.team_buy_staff(team=team, actor=coach, version=team.version, kind="assistant_coaches")
    poor = make_team(coach=coach, name="Poor")  # 70,000
    with pytest.raises(DomainError, match="an apothecary"):
        services.team_buy_staff(team=poor, actor=coach, version=poor.version, kind="apothecary")


def test_apothecary_refused_for_undead(coach):
    draft = Draft(race="Shambling Undead", players=tuple(DraftPlayer("Skeleton Lineman") for _ in range(7)))
    team = services.team_create(coach=coach, name="Bones", draft=draft)
    with pytest.raises(DomainError, match="cannot hire an apothecary"):
        services.team_buy_staff(team=team, actor=coach, version=team.version, kind="apothecary")


def test_street_bowl_teams_hire_no_staff(coach):
    draft = human_draft(rerolls=0, apothecary=False)
    team = services.team_create(coach=coach, name="Gutter", draft=draft, ruleset_key="street-bowl")
    with pytest.raises(DomainError, match="may not hire staff"):
        services.team_buy_staff(team=team, actor=coach, version=team.version, kind="cheerleaders")


def test_a_sevens_team_never_buys_rerolls_after_the_draft(coach):
    team = make_team(coach=coach)
    assert get_ruleset("sevens").rerolls_after_draft is False
    assert team.rules().rerolls_after_draft is False
    with pytest.raises(DomainError, match="only at the draft"):  # the 2025 purchase is refused under seed 000
        services.team_buy_reroll(team=team, actor=coach, version=team.version)
    team.refresh_from_db()
    assert team.rerolls == 1


# --- commissioner corrections -------------------------------------------------------------------


def test_correct_player_records_the_reason_and_every_change(coach):
    team = make_team(coach=coach)
    player = team.players.get(number=1)
    services.team_correct_player(
        player=player, actor=coach, reason="Prize: league MVP", gained_skills=["Block"], value=60_000, st=4
    )
    player.refresh_from_db()
    assert player.st == 4
    assert player.gained_skills == [{"skill": "Block", "kind": "primary", "category": "General"}]
    event = team.events.first()
    assert event.kind == TeamEvent.Kind.CORRECTION
    assert event.reason == "Prize: league MVP"
    assert "value 50,000 → 60,000" in event.description
    team.refresh_from_db()
    assert team.team_value == 490_000


def test_correction_needs_a_reason_and_a_known_skill(coach):
    team = make_team(coach=coach)
    player = team.players.get(number=1)
    with pytest.raises(DomainError, match="Say why"):
        services.team_correct_player(player=player, actor=coach, reason=" ", st=4)
    with pytest.raises(DomainError, match="no skill called 'Flying'"):
        services.team_correct_player(player=player, actor=coach, reason="x", gained_skills=["Flying"])
    player.refresh_from_db()
    assert player.st == 3


def test_correct_team_fans_staff_treasury(coach):
    team = make_team(coach=coach)
    team = services.team_correct_team(team=team, actor=coach, reason="Tournament prize", treasury=170_000)
    assert team.treasury == 170_000
    assert team.events.first().treasury_delta == 100_000
    with pytest.raises(DomainError, match="never fall below 1"):
        services.team_correct_team(team=team, actor=coach, reason="x", dedicated_fans=0)


# --- import -------------------------------------------------------------------------------------


def test_import_an_invalid_file_creates_nothing(coach):
    with pytest.raises(DomainError, match="not a roster file"):
        services.team_import_roster(coach=coach, data={"format": "nope"})
    data = {"format": "sevens-roster/1", "ruleset": "sevens", "name": "X", "race": "Human", "players": []}
    with pytest.raises(DomainError) as caught:
        services.team_import_roster(coach=coach, data=data)
    assert [v.code for v in caught.value.violations] == ["too_few_players"]
    assert Team.objects.count() == 0


def test_export_then_import_gives_back_the_same_roster(coach):
    team = make_team(coach=coach)
    player = team.players.get(number=2)
    services.team_correct_player(player=player, actor=coach, reason="x", gained_skills=["Block", "Dodge"])
    exported = team_roster_file(team=team_for_page(pk=team.pk))
    copy = services.team_import_roster(coach=coach, data=exported)
    assert team_roster_file(team=team_for_page(pk=copy.pk)) == exported
    assert copy.treasury == team.treasury
    copied = copy.players.get(number=2)
    assert copied.value == 50_000 + 10_000 + 30_000
    assert [g["kind"] for g in copied.gained_skills] == ["primary", "secondary"]
