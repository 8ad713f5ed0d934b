"""The table side at the table: the result beside the button, who rolled it for which game, the tables seed 000
names during play (with the 2020 rulebook's Weather table), and no free Desperate Measures."""

import pytest
from django.urls import reverse
from pytest_django.asserts import assertContains, assertNotContains

from matches.models import MatchRoll

pytestmark = pytest.mark.django_db

HTMX = {"HX-Request": "true"}


def url(fixture):
    return reverse("matches:table_side", args=[fixture.pk])


def test_the_page_has_the_tables_of_play_and_no_desperate_measures_button(client, cast, fixture):
    client.force_login(cast.coach_a)
    response = client.get(url(fixture))
    for title in (
        "Weather table",
        "Blood Bowl Sevens Kick-off Event table",
        "Blood Bowl Sevens Prayers to Nuffle table",
        "Blood Bowl Sevens Injury table",
        "Blood Bowl Sevens Stunty Injury table",
    ):
        assertContains(response, f"<h2>{title} ")
    for name in ("Sweltering Heat", "Very Sunny", "Perfect Conditions", "Pouring Rain", "Blizzard"):
        assertContains(response, f"<strong>{name}</strong>")
    assertNotContains(response, 'value="desperate-measures"')
    assertContains(response, 'hx-target="#result-sevens-kick-off"')


def test_desperate_measures_cannot_be_rolled_for_free(client, cast, fixture):
    client.force_login(cast.coach_a)
    response = client.post(url(fixture), {"table": "desperate-measures"})
    assertContains(response, "has no table", status_code=422)
    assert not MatchRoll.objects.exists()


def test_an_htmx_roll_answers_beside_its_button_with_who_and_which_game(client, cast, fixture):
    client.force_login(cast.coach_a)
    response = client.post(url(fixture), {"table": "bb2020-weather"}, headers=HTMX)
    assert response.status_code == 200
    roll = MatchRoll.objects.get()
    assert roll.why == "Weather table"
    assert roll.subject == "coach_a"
    html = response.content.decode()
    assert html.lstrip().startswith('<span class="die">2D6</span>')  # the slot's content comes first
    game = f"{fixture.home.name} v {fixture.away.name}"
    assertContains(response, f"rolled by coach_a for round {fixture.round}, {game}")
    assertContains(response, '<section class="card" id="rolls" hx-swap-oob="true">')
    assert "<html" not in html


def test_without_javascript_the_roll_shows_in_its_tables_slot(client, cast, fixture):
    client.force_login(cast.coach_b)
    response = client.post(url(fixture), {"table": "sevens-prayers"})
    assert response.status_code == 200
    html = response.content.decode()
    slot = html.split('id="result-sevens-prayers"', 1)[1].split("</output>", 1)[0]
    assert "rolled by coach_b" in slot
    empty = html.split('id="result-sevens-kick-off"', 1)[1].split("</output>", 1)[0]
    assert "rolled by" not in empty


def test_an_htmx_roll_of_a_table_the_ruleset_lacks_says_why_in_the_slot(client, cast, fixture):
    client.force_login(cast.coach_a)
    response = client.post(url(fixture), {"table": "street-bowl-weather"}, headers=HTMX)
    assertContains(response, "has no table")
    assert not MatchRoll.objects.exists()


def test_only_the_games_coaches_and_commissioners_roll(cast, fixture):
    from django.core.exceptions import PermissionDenied

    from matches import services

    match = services.match_for_fixture(fixture)
    with pytest.raises(PermissionDenied):
        services.table_roll(match=match, table_key="bb2020-weather", actor=cast.outsider)
    assert not MatchRoll.objects.exists()
    services.table_roll(match=match, table_key="bb2020-weather", actor=cast.commissioner)
    assert MatchRoll.objects.count() == 1


@pytest.mark.django_db(transaction=True)
def test_a_roll_outside_any_request_transaction_is_kept(client, cast, fixture):
    """The roll locks the match row in its own transaction (PostgreSQL refuses a lock outside one)."""
    client.force_login(cast.coach_a)
    response = client.post(url(fixture), {"table": "bb2020-weather"}, headers=HTMX)
    assert response.status_code == 200
    assert MatchRoll.objects.count() == 1
