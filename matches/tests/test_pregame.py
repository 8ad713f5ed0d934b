"""Pre-game: who can play, Journeymen, and inducements bought with petty cash and treasury (seed 000 and the 2020
rulebook), with the cast."""

import pytest
from django.urls import reverse
from pytest_django.asserts import assertContains, assertNotContains

from league import services as league_services
from matches import selectors, services
from matches.models import InducementPurchase, MatchRoll
from rules.errors import DomainError
from teams.models import Player, Team, TeamEvent

pytestmark = pytest.mark.django_db


def ctv(team, value):
    Team.objects.filter(pk=team.pk).update(current_team_value=value)
    team.refresh_from_db()


def make_favourite(team, other, by=100_000):
    """Give ``team`` the higher CTV (2020 rulebook with the errata: only the favourite spends its treasury)."""
    ctv(team, other.current_team_value + by)


def buy(fixture, team, purchases, actor=None):
    match = services.match_for_fixture(fixture)
    return services.inducements_buy(match=match, team=team, actor=actor or team.coach, purchases=purchases)


def test_level_teams_get_no_petty_cash_and_spend_no_treasury(fixture):
    # 2020 rulebook, May 2025 errata: "Equal CTV: no petty cash and no Treasury spending for either team"
    home = fixture.home
    assert home.treasury == 70_000
    assert home.current_team_value == fixture.away.current_team_value
    with pytest.raises(DomainError, match="can spend 0"):
        buy(fixture, home, {"part-time-assistant-coach": 1})
    purchase = buy(fixture, home, {})
    assert (purchase.petty_cash, purchase.treasury_spent) == (0, 0)
    assert buy(fixture, fixture.away, {}).petty_cash == 0


def test_the_favourite_buys_from_its_treasury(fixture):
    home = fixture.home
    make_favourite(home, fixture.away)
    purchase = buy(fixture, home, {"part-time-assistant-coach": 1})
    home.refresh_from_db()
    assert (purchase.petty_cash, purchase.petty_cash_spent, purchase.treasury_spent) == (0, 0, 30_000)
    assert home.treasury == 40_000
    event = home.events.get(kind=TeamEvent.Kind.INDUCEMENTS)
    assert "1 × Part-time Assistant Coach" in event.description
    assert event.treasury_delta == -30_000


def test_more_than_the_treasury_is_refused_and_changes_nothing(fixture):
    home = fixture.home
    make_favourite(home, fixture.away)
    with pytest.raises(DomainError, match=f"cost 100,000; {home.name} can spend 70,000") as refused:
        buy(fixture, home, {"bribe": 1})
    assert refused.value.field == "total"
    home.refresh_from_db()
    assert home.treasury == 70_000
    assert not InducementPurchase.objects.exists()


def test_the_favourite_buys_first_and_its_spend_adds_to_the_underdogs_petty_cash(cast, fixture):
    favourite, underdog = fixture.home, fixture.away
    ctv(favourite, 630_000)
    ctv(underdog, 530_000)
    with pytest.raises(DomainError, match=f"{favourite.name} has the higher Current Team Value and buys"):
        buy(fixture, underdog, {})
    buy(fixture, favourite, {"agency-cheerleaders": 1})
    # 2020 rulebook: petty cash is the difference (100,000) plus the favourite's treasury spend (30,000)
    purchase = buy(fixture, underdog, {"desperate-measures": 2, "part-time-assistant-coach": 1})
    assert (purchase.petty_cash, purchase.petty_cash_spent, purchase.treasury_spent) == (130_000, 130_000, 0)
    underdog.refresh_from_db()
    assert underdog.treasury == 70_000
    names = [m["name"] for m in purchase.desperate_measures]
    assert len(names) == 2
    assert len(set(names)) == 2
    rolls = MatchRoll.objects.filter(match=purchase.match, team=underdog)
    assert rolls.count() >= 2
    assert all(r.what == "D8" for r in rolls)
    assert len(purchase.rolls) == rolls.count()


def test_the_underdog_spends_only_petty_cash_never_its_treasury(fixture):
    # 2020 rulebook, May 2025 errata: the underdog "spends only petty cash, not its Treasury"
    favourite, underdog = fixture.home, fixture.away
    ctv(favourite, 580_000)
    ctv(underdog, 530_000)
    buy(fixture, favourite, {})
    with pytest.raises(DomainError, match="can spend 50,000 \\(50,000 petty cash and 0 from the treasury\\)"):
        buy(fixture, underdog, {"bloodweiser-keg": 2})
    purchase = buy(fixture, underdog, {"bloodweiser-keg": 1})
    assert (purchase.petty_cash_spent, purchase.treasury_spent) == (50_000, 0)
    underdog.refresh_from_db()
    assert underdog.treasury == 70_000


def test_journeymen_count_in_the_ctv_for_petty_cash(fixture):
    home = fixture.home
    Player.objects.filter(team=home, number=1).update(status=Player.Status.DEAD)
    match = services.match_for_fixture(fixture)
    services.pregame_add_journeymen(match=match, team=home)
    ctvs = selectors.game_ctvs(fixture)
    assert ctvs[home.pk] == home.current_team_value + 50_000  # a Human Lineman Journeyman


def test_dungeon_sevens_pays_from_petty_cash_only_and_nobody_waits(cast, fixture):
    cast.league.ruleset = "dungeon-sevens"
    cast.league.save()
    fixture.season.league.refresh_from_db()
    favourite, underdog = Team.objects.get(pk=fixture.home_id), Team.objects.get(pk=fixture.away_id)
    ctv(favourite, 630_000)
    ctv(underdog, 530_000)
    with pytest.raises(DomainError, match="100,000 petty cash and 0 from the treasury"):
        buy(fixture, underdog, {"desperate-measures": 3})
    purchase = buy(fixture, underdog, {"desperate-measures": 2})
    assert (purchase.petty_cash_spent, purchase.treasury_spent) == (100_000, 0)


@pytest.mark.parametrize(
    ("purchases", "message", "field"),
    [
        ({"desperate-measures": 6}, "Desperate Measures: at most 5, not 6.", "desperate-measures"),
        ({"plague-doctor": 1}, "Plague Doctor is not available to Human teams.", "plague-doctor"),
        ({"magic-potion": 1}, "'magic-potion' is not an inducement under Blood Bowl Sevens.", "magic-potion"),
        ({"mercenary": 1}, "Mercenary players are priced one by one", "mercenary"),
    ],
)
def test_refused_purchases_name_the_inducement(fixture, purchases, message, field):
    with pytest.raises(DomainError, match=message) as refused:
        buy(fixture, fixture.home, purchases)
    assert refused.value.field == field
    assert not InducementPurchase.objects.exists()


def test_a_team_buys_once_and_only_before_the_result(cast, fixture):
    buy(fixture, fixture.home, {})
    with pytest.raises(DomainError, match="already bought"):
        buy(fixture, fixture.home, {"agency-cheerleaders": 1})
    league_services.result_submit(fixture=fixture, actor=cast.coach_a, is_commissioner=False, home_td=1, away_td=0)
    with pytest.raises(DomainError, match="before the game"):
        buy(fixture, fixture.away, {})


# --- the page, with the cast -----------------------------------------------------------------------------


def page(fixture):
    return reverse("matches:pregame", args=[fixture.pk])


@pytest.mark.parametrize(
    ("who", "status"), [("commissioner", 200), ("coach_a", 200), ("coach_b", 200), ("outsider", 403)]
)
def test_who_sees_the_pregame(client, cast, fixture, who, status):
    client.force_login(getattr(cast, who))
    response = client.get(page(fixture))
    assert response.status_code == status
    if status == 200:
        assertContains(response, "CTV for this game")


@pytest.mark.parametrize(
    ("who", "allowed"), [("commissioner", True), ("coach_a", True), ("coach_b", False), ("outsider", False)]
)
def test_who_buys_for_team_a(client, cast, fixture, who, allowed):
    make_favourite(cast.team_a, cast.team_b)
    client.force_login(getattr(cast, who))
    response = client.post(page(fixture), {"team": cast.team_a.pk, "i-part-time-assistant-coach": "1"})
    assert response.status_code == (302 if allowed else 403)
    assert InducementPurchase.objects.filter(team=cast.team_a).exists() is allowed
    cast.team_a.refresh_from_db()
    assert cast.team_a.treasury == (40_000 if allowed else 70_000)


def test_the_coach_sees_a_form_only_for_their_own_team(client, cast, fixture):
    client.force_login(cast.coach_b)
    response = client.get(page(fixture))
    assertContains(response, 'name="team"', count=1)
    assertContains(response, f'value="{cast.team_b.pk}"')


def test_a_forged_team_is_not_found(client, cast, fixture):
    other = Team.objects.create(name="Elsewhere", race="Human", coach=cast.outsider)
    client.force_login(cast.commissioner)
    assert client.post(page(fixture), {"team": other.pk}).status_code == 404
    assert client.post(page(fixture), {"team": "x"}).status_code == 404


def test_a_refusal_is_shown_beside_the_form_and_keeps_the_numbers(client, cast, fixture):
    make_favourite(cast.team_a, cast.team_b)
    client.force_login(cast.coach_a)
    response = client.post(page(fixture), {"team": cast.team_a.pk, "i-bribe": "1"})
    assertContains(response, "can spend 70,000", status_code=422)
    assertContains(response, 'name="i-bribe" value="1"', status_code=422)
    response = client.post(page(fixture), {"team": cast.team_a.pk, "i-bribe": "two"})
    assertContains(response, "Bribe: a whole number of 0 or more.", status_code=422)
    assert not InducementPurchase.objects.exists()


def test_a_double_submitted_form_buys_once(client, cast, fixture):
    make_favourite(cast.team_a, cast.team_b)
    client.force_login(cast.coach_a)
    data = {"team": cast.team_a.pk, "i-agency-cheerleaders": "1"}
    assert client.post(page(fixture), data).status_code == 302
    response = client.post(page(fixture), data)
    assertContains(response, "already bought its inducements", status_code=422)
    cast.team_a.refresh_from_db()
    assert cast.team_a.treasury == 40_000


def test_htmx_quotes_the_total_as_the_coach_types(client, cast, fixture):
    make_favourite(cast.team_a, cast.team_b)
    client.force_login(cast.coach_a)
    data = {"team": cast.team_a.pk, "quote": "1", "i-agency-cheerleaders": "2"}
    response = client.post(page(fixture), data, headers={"HX-Request": "true"})
    assertContains(response, "Total 60,000 of 70,000")
    assertNotContains(response, "<html")
    data["i-bribe"] = "1"
    response = client.post(page(fixture), data, headers={"HX-Request": "true"})
    assertContains(response, "more than Reikland Rookies can spend")
    assert not InducementPurchase.objects.exists()


def test_desperate_measures_are_shown_to_both_coaches(client, cast, fixture):
    ctv(fixture.home, 680_000)
    buy(fixture, fixture.home, {})
    purchase = buy(fixture, fixture.away, {"desperate-measures": 3})
    client.force_login(cast.coach_a)
    response = client.get(page(fixture))
    for measure in purchase.desperate_measures:
        assertContains(response, measure["name"])
    assertContains(response, "Desperate Measure 1 of 3")


def test_journeymen_from_the_page(client, cast, fixture):
    Player.objects.filter(team=cast.team_a, number__in=(1, 2)).update(status=Player.Status.MISSES_NEXT_GAME)
    url = reverse("matches:journeymen", args=[fixture.pk, cast.team_a.pk])
    client.force_login(cast.coach_b)
    assert client.post(url).status_code == 403
    client.force_login(cast.coach_a)
    response = client.get(page(fixture))
    assertContains(response, "takes 2 Journeymen")
    assert client.post(url).status_code == 302
    assert cast.team_a.players.filter(journeyman=True).count() == 2
    response = client.get(page(fixture))
    assertNotContains(response, "takes 2 Journeymen")
    assertContains(response, 'badge warn">Journeyman', count=2)


def test_the_pregame_page_reads_in_few_queries(client, cast, fixture, django_assert_max_num_queries):
    make_favourite(fixture.home, fixture.away)
    buy(fixture, fixture.home, {"desperate-measures": 1})
    client.force_login(cast.commissioner)
    client.get(page(fixture))  # warm the cached to-do count
    with django_assert_max_num_queries(9):
        assert client.get(page(fixture)).status_code == 200
    client.force_login(cast.coach_a)
    client.get(fixture.get_absolute_url())  # warm the cached to-do count
    with django_assert_max_num_queries(12):  # one more: the result form pre-filled from the player reports
        assert client.get(fixture.get_absolute_url()).status_code == 200


def test_the_fixture_page_links_the_pregame_for_who_plays(client, cast, fixture):
    client.force_login(cast.coach_a)
    assertContains(client.get(fixture.get_absolute_url()), page(fixture))
    client.force_login(cast.outsider)
    assertNotContains(client.get(fixture.get_absolute_url()), page(fixture))


def test_the_match_sheet_lists_inducements_and_desperate_measures(client, cast, fixture):
    from tests.pdf import pdf_text

    ctv(fixture.home, 680_000)
    buy(fixture, fixture.home, {"agency-cheerleaders": 1})
    purchase = buy(fixture, fixture.away, {"desperate-measures": 1})
    client.force_login(cast.coach_a)
    response = client.get(reverse("matches:match_sheet", args=[fixture.pk]))
    text = " ".join(pdf_text(response.content).split())
    assert "1 × Agency Cheerleaders" in text
    assert purchase.desperate_measures[0]["name"] in text


def test_the_fixture_page_says_who_can_play(client, cast, fixture):
    Player.objects.filter(team=cast.team_a, number=1).update(status=Player.Status.MISSES_NEXT_GAME)
    client.force_login(cast.coach_b)
    response = client.get(fixture.get_absolute_url())
    assertContains(response, "6 can play, 1 missing this game")
    assertContains(response, "needs 1 Journeyman")


# --- issue 11: the Fan Factor, Prayers to Nuffle, Mercenaries, a waiting post-game --------------------------------


def test_the_fan_factor_is_rolled_once_and_shown_to_both_coaches(client, cast, fixture):
    """2020 rulebook, pre-game The Fans: D3 + Dedicated Fans, once per team."""
    home = fixture.home
    url = reverse("matches:fan_factor", args=[fixture.pk, home.pk])
    client.force_login(cast.outsider)
    assert client.post(url).status_code == 403
    client.force_login(home.coach)
    assert client.post(url).status_code == 302
    match = services.match_for_fixture(fixture)
    match.refresh_from_db()
    assert home.dedicated_fans + 1 <= match.home_fan_factor <= home.dedicated_fans + 3
    roll = MatchRoll.objects.get(match=match, why__startswith="Fan Factor")
    assert roll.what == "D3"
    with pytest.raises(DomainError, match="already rolled"):
        services.pregame_roll_fans(match=match, team=home)
    for who in (cast.coach_a, cast.coach_b):
        client.force_login(who)
        response = client.get(page(fixture))
        line = f"Fan Factor {match.home_fan_factor}: D3 roll {roll.result} + {home.dedicated_fans} Dedicated Fan"
        assertContains(response, line)
    assert match.away_fan_factor is None


def test_the_fan_factor_rolled_in_the_pregame_is_the_one_the_winnings_use(
    cast, fixture, django_capture_on_commit_callbacks
):
    match = services.match_for_fixture(fixture)
    home_ff = services.pregame_roll_fans(match=match, team=fixture.home)
    with django_capture_on_commit_callbacks(execute=True):
        league_services.result_submit(
            fixture=fixture, actor=cast.commissioner, is_commissioner=True, home_td=0, away_td=0
        )
    match.refresh_from_db()
    assert match.home_fan_factor == home_ff
    assert match.away_fan_factor is not None  # the other team's, rolled at confirmation
    assert MatchRoll.objects.filter(match=match, why__startswith="Fan Factor").count() == 2


def test_prayers_to_nuffle_are_shown_from_the_ctvs_after_inducements(client, cast, fixture):
    favourite, underdog = fixture.home, fixture.away
    ctv(favourite, 640_000)
    ctv(underdog, 500_000)
    buy(fixture, favourite, {"agency-cheerleaders": 1})  # 670,000 after inducements
    buy(fixture, underdog, {"desperate-measures": 1})  # petty cash 170,000; 550,000 after inducements
    client.force_login(cast.coach_b)
    response = client.get(page(fixture))
    # 2020 rulebook: one Prayer for every full 50,000 of difference after inducements: 120,000 -> 2
    assertContains(response, f"<strong>{underdog.name}</strong> rolls 2 times on the Prayers to Nuffle table")


def test_mercenaries_cost_their_position_plus_30000_and_play_with_loner(fixture):
    favourite, underdog = fixture.home, fixture.away
    ctv(favourite, 700_000)
    ctv(underdog, 500_000)
    buy(fixture, favourite, {})
    match = services.match_for_fixture(fixture)
    purchase = services.inducements_buy(
        match=match,
        team=underdog,
        actor=underdog.coach,
        purchases={},
        mercenaries=[{"position": "Human Lineman", "skill": "Block"}],
    )
    assert purchase.mercenaries == [
        {"position": "Human Lineman", "skill": "Block", "skills": ["Loner (4+)", "Block"], "cost": 130_000}
    ]
    assert purchase.petty_cash_spent == 130_000
    assert purchase.items["mercenary"] == 1


def test_mercenaries_beyond_eleven_players_are_refused(fixture):
    favourite, underdog = fixture.home, fixture.away
    ctv(favourite, 900_000)
    ctv(underdog, 500_000)
    buy(fixture, favourite, {})
    with pytest.raises(DomainError, match="at most 11 players") as refused:
        services.inducements_buy(
            match=services.match_for_fixture(fixture),
            team=underdog,
            actor=underdog.coach,
            purchases={},
            mercenaries=[{"position": "Human Lineman"}] * 3 + [{"position": "Blitzer"}] * 2,
        )
    assert refused.value.field == "mercenary"
    assert not InducementPurchase.objects.filter(team=underdog).exists()


def test_a_team_whose_post_game_waits_cannot_start_its_next_pregame(
    client, cast, fixture, django_capture_on_commit_callbacks
):
    """Issue 11, rule 4: the page says so and links to the choice; a commissioner can make it."""
    with django_capture_on_commit_callbacks(execute=True):
        league_services.result_submit(
            fixture=fixture, actor=cast.commissioner, is_commissioner=True, home_td=1, away_td=0
        )
    later = league_services.fixture_add(season=fixture.season, home=fixture.away, away=fixture.home, round=2)
    match = services.match_for_fixture(later)
    with pytest.raises(DomainError, match="still waits for its Player Advancement choice"):
        services.pregame_roll_fans(match=match, team=cast.team_a)
    with pytest.raises(DomainError, match="still waits"):
        services.inducements_buy(match=match, team=cast.team_a, actor=cast.coach_a, purchases={})
    client.force_login(cast.coach_a)
    response = client.get(page(later))
    assertContains(response, "still waits for its Player Advancement choice")
    first = services.match_for_fixture(fixture)
    advancement_url = reverse("matches:advancement", args=[first.pk, cast.team_a.pk])
    assertContains(response, advancement_url)
    client.force_login(cast.commissioner)  # for an absent coach
    player = cast.team_a.players.get(number=1)
    with django_capture_on_commit_callbacks(execute=True):
        client.post(advancement_url, {"kind": "primary", "pick": f"{player.pk}:General"})
    assert services.pregame_roll_fans(match=match, team=cast.team_a) >= 2
