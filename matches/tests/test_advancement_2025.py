"""Player Advancement in a 2025 league (Spike! Journal 22, Player Advancement): the coach names a player who was not
removed as a Casualty and a Primary category, the coach, the opponent and the coach pick three candidate skills in
turn (the opponent's pick waits on his to-do list, a commissioner may pick for either side), and a D3 chooses."""

import pytest
from django.urls import resolve, reverse
from pytest_django.asserts import assertContains, assertNotContains

from league import services as league_services
from matches import services
from matches.models import AdvancementChoice, Match, MatchRoll, PostGameStep
from matches.services.common import step_dice
from rules.advancement import PRIMARY, value_increase
from rules.postgame import PostGameStep as Step
from teams.models import Team

pytestmark = pytest.mark.django_db


def confirm(fixture, commissioner, capture, home_td=1, away_td=0):
    with capture(execute=True):
        league_services.result_submit(
            fixture=fixture, actor=commissioner, is_commissioner=True, home_td=home_td, away_td=away_td
        )
    return Match.objects.get(fixture=fixture)


@pytest.fixture
def played(cast, fixture_2025, django_capture_on_commit_callbacks):
    return confirm(fixture_2025, cast.commissioner, django_capture_on_commit_callbacks)


def sides(cast, match):
    """(advancing team, its coach, the opponent's coach) for the home team of the game."""
    home = match.fixture.home
    other = cast.coach_b if home.coach_id == cast.coach_a.pk else cast.coach_a
    return home, home.coach, other


def url(match, team):
    return reverse("matches:advancement", args=[match.pk, team.pk])


def pick_url(page: str) -> str:
    """The address the page's pick form posts to."""
    return reverse("matches:advancement_pick", kwargs=resolve(page).kwargs)


def blitzer(team):
    return team.players.get(number=1)


def test_the_three_candidates_are_picked_in_turn_and_a_d3_chooses(
    client, cast, played, django_capture_on_commit_callbacks
):
    team, coach, opponent = sides(cast, played)
    page = url(played, team)
    client.force_login(coach)
    assertContains(client.get(page), "you pick two candidate skills and your opponent one")
    response = client.post(page, {"kind": "primary", "pick": f"{blitzer(team).pk}:General"})
    assert response.status_code == 302
    assertContains(client.get(page), "a General skill")
    with django_capture_on_commit_callbacks(execute=True):
        assert client.post(pick_url(page), {"skill": "Frenzy"}).status_code == 302
    # now the opponent's turn: the coach cannot pick again, and reads that he waits
    assertContains(client.get(page), "Waiting for")
    assert client.post(pick_url(page), {"skill": "Wrestle"}).status_code == 403
    assert AdvancementChoice.objects.get(match=played, team=team).candidates[0]["skill"] == "Frenzy"

    client.force_login(opponent)
    assertContains(client.get("/"), "pick one of the candidate General skills")
    refused = client.post(pick_url(page), {"skill": "Frenzy"})
    assertContains(refused, "already a candidate", status_code=422)
    refused = client.post(pick_url(page), {"skill": "Dodge"})
    assertContains(refused, "not a General skill", status_code=422)
    refused = client.post(pick_url(page), {"skill": "Block"})  # he has it already
    assert refused.status_code == 422
    assert client.post(page, {"kind": "secondary"}).status_code == 403  # the opponent never chooses the player
    with django_capture_on_commit_callbacks(execute=True):  # the to-do lists go stale when the pick commits
        assert client.post(pick_url(page), {"skill": "Kick"}).status_code == 302
    assert client.post(pick_url(page), {"skill": "Taunt"}).status_code == 403  # not his turn any more
    assertNotContains(client.get("/"), "pick one of the candidate")

    client.force_login(coach)
    value_before = blitzer(team).value
    with django_capture_on_commit_callbacks(execute=True):
        assert client.post(pick_url(page), {"skill": "Wrestle"}).status_code == 302
    player = blitzer(team)
    assert [g["skill"] for g in player.gained_skills] in (["Frenzy"], ["Kick"], ["Wrestle"])
    d3 = MatchRoll.objects.get(match=played, team=team, why__contains="D3 among")
    assert (d3.why, d3.params["skills"]) == ("Player Advancement: D3 among %(skills)s", ["Frenzy", "Kick", "Wrestle"])
    assert player.gained_skills[0]["skill"] == ["Frenzy", "Kick", "Wrestle"][d3.result - 1]
    offers = PostGameStep.objects.get(match=played, team=team, step=Step.DRAFT_OFFERS).changes
    kept = 15_000 if any(k["id"] == player.pk for k in offers.get("kept", [])) else 0  # the Draft after it
    assert player.value == value_before + value_increase(PRIMARY, 0) + kept
    step = PostGameStep.objects.get(match=played, team=team, step=Step.ADVANCEMENT)
    assert step.status == PostGameStep.Status.DONE


@pytest.mark.parametrize(
    ("who", "may_open"), [("commissioner", True), ("coach", True), ("opponent", False), ("outsider", False)]
)
def test_who_may_open_the_choice_before_any_candidate(client, cast, played, who, may_open):
    team, coach, opponent = sides(cast, played)
    user = {"coach": coach, "opponent": opponent}.get(who) or getattr(cast, who)
    client.force_login(user)
    assert client.get(url(played, team)).status_code == (200 if may_open else 403)
    response = client.post(url(played, team), {"kind": "primary", "pick": f"{blitzer(team).pk}:General"})
    assert response.status_code == (302 if may_open else 403)
    assert AdvancementChoice.objects.filter(match=played, team=team).exists() is may_open


def test_a_commissioner_picks_for_an_absent_coach_and_opponent(
    client, cast, played, django_capture_on_commit_callbacks
):
    team, _, _ = sides(cast, played)
    page = url(played, team)
    client.force_login(cast.commissioner)
    client.post(page, {"kind": "primary", "pick": f"{blitzer(team).pk}:Strength"})
    for skill in ("Guard", "Mighty Blow", "Arm Bar"):
        with django_capture_on_commit_callbacks(execute=True):
            assert client.post(pick_url(page), {"skill": skill}).status_code == 302
    choice = AdvancementChoice.objects.get(match=played, team=team)
    assert [c["by"] for c in choice.candidates] == ["coach", "opponent", "coach"]
    assert blitzer(team).gained_skills[0]["skill"] in ("Guard", "Mighty Blow", "Arm Bar")


def test_the_player_and_category_stand_once_a_candidate_is_picked(client, cast, played):
    team, coach, _ = sides(cast, played)
    page = url(played, team)
    client.force_login(coach)
    client.post(page, {"kind": "primary", "pick": f"{blitzer(team).pk}:General"})
    client.post(pick_url(page), {"skill": "Frenzy"})
    other = team.players.get(number=2)
    refused = client.post(page, {"kind": "primary", "pick": f"{other.pk}:General"})
    assertContains(refused, "the player and the category stand", status_code=422)
    assert AdvancementChoice.objects.get(match=played, team=team).player_id == blitzer(team).pk


def test_a_casualty_cannot_be_chosen_but_a_reserve_can(cast, fixture_2025, django_capture_on_commit_callbacks):
    """Spike! Journal 22: "any player on your team that was not removed as a Casualty during the course of the
    game" (seed 000 asked that he played)."""
    team = fixture_2025.home
    match = services.match_for_fixture(fixture_2025)
    hurt, reserve = team.players.get(number=1), team.players.get(number=2)
    lines = [
        {
            "player": p.pk,
            "played": p.pk != reserve.pk,
            "touchdowns": 0,
            "casualties": 0,
            "injury": "badly_hurt" if p.pk == hurt.pk else "",
        }
        for p in team.players.all()
    ]
    lines[-1]["touchdowns"] = 1
    services.report_players(match=match, team=team, actor=team.coach, lines=lines)
    played = confirm(fixture_2025, cast.commissioner, django_capture_on_commit_callbacks)
    with pytest.raises(Exception, match="not removed as a Casualty"):
        services.advancement_choose(
            match=played, team=team, actor=team.coach, kind="primary", player_id=hurt.pk, category="General"
        )
    choice = services.advancement_choose(
        match=played, team=team, actor=team.coach, kind="primary", player_id=reserve.pk, category="General"
    )
    assert choice.waiting_for == "coach"


def seed_where_first_d6(match, team, wanted):
    for seed in range(1, 500):
        match.seed = seed
        if step_dice(match, team.pk, Step.WINNINGS_FANS_DRAFT).d6(why="fans") >= wanted:
            return seed
    raise AssertionError("no seed found")


def test_dedicated_fans_never_rise_above_five(cast, fixture_2025, django_capture_on_commit_callbacks):
    """Spike! Journal 22, Dedicated Fans: between 1 and 5; a winner with 5 who rolls 5 or more stays at 5."""
    team = fixture_2025.home
    Team.objects.filter(pk=team.pk).update(dedicated_fans=5)
    match = services.match_for_fixture(fixture_2025)
    Match.objects.filter(pk=match.pk).update(seed=seed_where_first_d6(match, team, 5))
    confirm(fixture_2025, cast.commissioner, django_capture_on_commit_callbacks, home_td=2, away_td=0)
    roll = MatchRoll.objects.get(match=match, team=team, why__startswith="Dedicated Fans")
    assert roll.result >= 5  # the example reached the cap
    team.refresh_from_db()
    assert team.dedicated_fans == 5


def test_the_fixture_page_sends_the_opponent_to_his_pick(client, cast, played):
    team, coach, opponent = sides(cast, played)
    client.force_login(coach)
    client.post(url(played, team), {"kind": "primary", "pick": f"{blitzer(team).pk}:General"})
    client.post(pick_url(url(played, team)), {"skill": "Frenzy"})
    client.force_login(opponent)
    response = client.get(played.fixture.get_absolute_url())
    assertContains(response, "waits for the opponent's candidate pick")
    assertContains(response, f'href="{url(played, team)}">Pick</a>')
    client.force_login(cast.outsider)
    assertNotContains(client.get(played.fixture.get_absolute_url()), f'href="{url(played, team)}">Pick</a>')


def seed_where(match, team, step, first_roll):
    """A match seed whose dice for ``step`` of ``team`` roll ``first_roll`` first."""
    for seed in range(1, 2000):
        match.seed = seed
        if step_dice(match, team.pk, step).d6(why="probe") == first_roll:
            return seed
    raise AssertionError("no seed found")


def play_through_advancement(cast, fixture, capture, *, treasury, let_go=()):
    """Home's #1 has gained a skill; the game is won 1-0; #2 gets a Primary skill (three candidates); the Draft's
    first D6 (for #1) is a 1, so #1 has an offer."""
    team = fixture.home
    veteran = team.players.get(number=1)
    veteran.gained_skills = [{"skill": "Dodge", "kind": "secondary", "category": "Agility"}]
    veteran.value += 20_000
    veteran.save()
    Team.objects.filter(pk=team.pk).update(treasury=treasury)
    match = services.match_for_fixture(fixture)
    Match.objects.filter(pk=match.pk).update(seed=seed_where(match, team, Step.DRAFT_OFFERS, 1))
    played = confirm(fixture, cast.commissioner, capture)
    services.advancement_choose(
        match=played,
        team=team,
        actor=team.coach,
        kind="primary",
        player_id=team.players.get(number=2).pk,
        category="General",
        let_go=list(let_go),
    )
    with capture(execute=True):
        for picker, skill in (("coach", "Frenzy"), ("opponent", "Kick"), ("coach", "Wrestle")):
            services.advancement_pick_candidate(
                match=played, team=team, actor=cast.commissioner, picker=picker, skill=skill
            )
    veteran.refresh_from_db()
    team.refresh_from_db()
    return played, team, veteran


def test_a_poached_player_is_kept_for_his_current_value_which_rises_by_15000(
    cast, fixture_2025, django_capture_on_commit_callbacks
):
    """Spike! Journal 22, Drafted Players: "spend gold pieces from your team's Treasury equal to the player's
    Current Value ... increase the player's Current Value by 15,000"."""
    played, team, veteran = play_through_advancement(
        cast, fixture_2025, django_capture_on_commit_callbacks, treasury=300_000
    )
    offer = MatchRoll.objects.filter(match=played, team=team, why__startswith="The Draft").first()
    assert offer.result == 1
    assert offer.subject == veteran.name
    assert veteran.status == "available"
    assert veteran.value == 85_000 + 20_000 + 15_000  # a Blitzer, his Secondary skill, kept: +15,000
    draft_step = PostGameStep.objects.get(match=played, team=team, step=Step.DRAFT_OFFERS)
    kept = {entry["id"]: entry["paid"] for entry in draft_step.changes["kept"]}
    assert kept[veteran.pk] == 105_000
    paid = sum(kept.values())  # another player may have had an offer too, whatever the seed found for #1
    winnings = PostGameStep.objects.get(match=played, team=team, step=Step.WINNINGS_FANS_DRAFT).changes["treasury"]
    mistakes = PostGameStep.objects.get(match=played, team=team, step=Step.EXPENSIVE_MISTAKES).changes.get("loss", 0)
    assert team.treasury == 300_000 + winnings - paid - mistakes


def test_a_poached_player_leaves_when_let_go_or_unpaid(cast, fixture_2025, django_capture_on_commit_callbacks):
    played, team, veteran = play_through_advancement(cast, fixture_2025, django_capture_on_commit_callbacks, treasury=0)
    assert veteran.status == "drafted"  # the treasury (its winnings) cannot pay 105,000
    assert veteran.value == 105_000


def test_the_coach_may_let_a_poached_player_go(cast, fixture_2025, django_capture_on_commit_callbacks):
    team = fixture_2025.home
    played, team, veteran = play_through_advancement(
        cast,
        fixture_2025,
        django_capture_on_commit_callbacks,
        treasury=500_000,
        let_go=[team.players.get(number=1).pk],
    )
    assert veteran.status == "drafted"
    assert PostGameStep.objects.get(match=played, team=team, step=Step.DRAFT_OFFERS).changes["kept"] == []


def test_a_void_returns_the_gold_and_the_value(cast, fixture_2025, django_capture_on_commit_callbacks):
    played, team, veteran = play_through_advancement(
        cast, fixture_2025, django_capture_on_commit_callbacks, treasury=300_000
    )
    with django_capture_on_commit_callbacks(execute=True):
        services.match_void(match=played, actor=cast.commissioner, reason="wrong score")
    veteran.refresh_from_db()
    team.refresh_from_db()
    assert veteran.value == 105_000
    assert team.treasury == 300_000


def test_the_page_asks_whom_to_let_go_before_the_draft(client, cast, played):
    team, coach, _ = sides(cast, played)
    skilled = team.players.get(number=3)
    skilled.gained_skills = [{"skill": "Dodge", "kind": "secondary", "category": "Agility"}]
    skilled.save()
    client.force_login(coach)
    assertContains(client.get(url(played, team)), "If a professional team makes an offer")
    client.post(url(played, team), {"kind": "primary", "pick": f"{blitzer(team).pk}:General", "let_go": [skilled.pk]})
    assert AdvancementChoice.objects.get(match=played, team=team).let_go == [skilled.pk]


def test_a_2020_league_has_no_offers_to_answer(client, cast, django_capture_on_commit_callbacks):
    for team in (cast.team_a, cast.team_b):
        league_services.league_decide_entry(league=cast.league, team=team, approve=True, actor=cast.commissioner)
    season = league_services.season_start(league=cast.league)
    league_services.season_generate_fixtures(season=season, seed=1)
    fixture = season.fixtures.get()
    match = confirm(fixture, cast.commissioner, django_capture_on_commit_callbacks)
    client.force_login(cast.commissioner)
    response = client.get(url(match, fixture.home))
    assertNotContains(response, "If a professional team makes an offer")
    assert not PostGameStep.objects.filter(match=match, step=Step.DRAFT_OFFERS).exists()  # rolled in step 1
