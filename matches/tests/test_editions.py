"""A game of a 2025 league uses the 2025 tables (Spike! Journal 22): the table side lists them and rolls on them,
Desperate Measures roll on the 2025 table, and the match sheet prints the 2025 injury tables."""

import pytest
from django.urls import reverse
from pytest_django.asserts import assertContains, assertNotContains

from matches import services
from matches.models import MatchRoll
from rules.tables import table
from teams.models import Team

pytestmark = pytest.mark.django_db


def test_the_table_side_of_a_2025_game_has_the_2025_tables(client, cast, fixture_2025):
    client.force_login(cast.coach_a)
    url = reverse("matches:table_side", args=[fixture_2025.pk])
    response = client.get(url)
    for title in ("Kick-off Event table (2025)", "Prayers to Nuffle table (2025)", "Injury table (2025)",
                  "Argue the Call (2025)"):
        assertContains(response, title)
    assertNotContains(response, "<h2>Blood Bowl Sevens Kick-off Event table <")
    rolled = client.post(url, {"table": "sevens-2025-kick-off"}, HTTP_HX_REQUEST="true")
    assert rolled.status_code == 200
    kept = MatchRoll.objects.get(match__fixture=fixture_2025)  # one 2D6 roll
    assert "(2025)" in kept.why
    refused = client.post(url, {"table": "sevens-kick-off"})
    assert refused.status_code == 422  # the 2020 table is not this league's


def test_desperate_measures_of_a_2025_game_roll_on_the_2025_table(cast, fixture_2025):
    home, away = fixture_2025.home, fixture_2025.away
    Team.objects.filter(pk=home.pk).update(current_team_value=away.current_team_value + 100_000, treasury=200_000)
    home.refresh_from_db()
    match = services.match_for_fixture(fixture_2025)
    services.inducements_buy(match=match, team=home, actor=home.coach, purchases={})
    purchase = services.inducements_buy(match=match, team=away, actor=away.coach,
                                        purchases={"desperate-measures": 2})
    texts_2025 = {entry.text for entry in table("desperate-measures-2025").entries}
    assert len(purchase.desperate_measures) == 2
    assert all(measure["text"] in texts_2025 for measure in purchase.desperate_measures)
    assert MatchRoll.objects.filter(match=match, team=away).count() >= 2  # each D8 kept


def test_the_match_sheet_of_a_2025_game_prints_its_injury_tables(client, cast, fixture_2025, monkeypatch):
    from matches.views import sheets as views

    seen = {}
    monkeypatch.setattr(views, "html_to_pdf", lambda html: seen.setdefault("html", html).encode())
    client.force_login(cast.coach_a)
    assert client.get(reverse("matches:match_sheet", args=[fixture_2025.pk])).status_code == 200
    assert "Injury table (2025)" in seen["html"]


def test_a_2025_result_offers_the_2025_concession_without_penalty(client, cast, fixture_2025):
    """Spike! Journal 22, Set-up: "unable to set up three or more players on their Line of Scrimmage"."""
    client.force_login(cast.commissioner)
    response = client.get(fixture_2025.get_absolute_url())
    assertContains(response, "Without penalty: unable to set up three or more players on the Line of Scrimmage")
    assertNotContains(response, "reduced to three players or fewer")
