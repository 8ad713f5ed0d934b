"""The 2025 pre-game (2025 rulebook, League Play: Take on Journeymen, Inducements; Spike! Journal 22)."""

import pytest
from django.urls import reverse

from matches import services
from matches.models import InducementPurchase
from matches.selectors import game_ctvs
from rules.errors import DomainError
from teams.models import Player


def _leave_six(team):
    keep = list(team.players.filter(status=Player.Status.AVAILABLE).order_by("number")[:6])
    team.players.exclude(pk__in=[p.pk for p in keep]).update(status=Player.Status.MISSES_NEXT_GAME)


def test_a_forged_mercenary_is_refused_and_nothing_is_recorded(client, cast, fixture_2025):
    """Spike! Journal 22, List of Inducements: no Mercenaries; a hand-made POST hires none."""
    home = fixture_2025.home
    client.force_login(home.coach)
    url = reverse("matches:pregame", args=[fixture_2025.pk])
    for team in (fixture_2025.home, fixture_2025.away):
        team.treasury = 0
        team.save(update_fields=["treasury"])
    response = client.post(url, {"team": home.pk, "merc-0-position": "Human Lineman", "merc-0-skill": ""})
    assert response.status_code == 422
    assert "no Mercenary" in response.content.decode()
    assert not InducementPurchase.objects.exists()
    with pytest.raises(DomainError):
        services.inducements_buy(
            match=services.match_for_fixture(fixture_2025),
            team=home,
            actor=home.coach,
            purchases={"mercenary": 1},
        )
    assert not InducementPurchase.objects.exists()


def test_a_2025_human_team_takes_human_linemen_as_journeymen(cast, fixture_2025):
    """2025 rulebook, Take on Journeymen: "a QTY of 0-16" (never the 0-3 Halfling Hopeful)."""
    home = fixture_2025.home
    _leave_six(home)
    created = services.pregame_add_journeymen(
        match=services.match_for_fixture(fixture_2025), team=home, actor=home.coach
    )
    assert [p.position for p in created] == ["Human Lineman"]


def test_inducements_wait_until_both_teams_have_their_journeymen(client, cast, fixture_2025):
    """Pre-game Sequence: Take on Journeymen, then Inducements ("a team shouldn't calculate their CTV until after
    Journeymen have been included")."""
    home, away = fixture_2025.home, fixture_2025.away
    _leave_six(away)
    match = services.match_for_fixture(fixture_2025)
    for team in (home, away):
        with pytest.raises(DomainError, match="Journeymen come before inducements"):
            services.inducements_buy(match=match, team=team, actor=team.coach, purchases={})
    client.force_login(home.coach)
    page = client.get(reverse("matches:pregame", args=[fixture_2025.pk])).content.decode()
    assert "data-journeymen-first" in page
    services.pregame_add_journeymen(match=match, team=away, actor=away.coach)
    ctvs = game_ctvs(fixture_2025)
    order = sorted((home, away), key=lambda t: -ctvs[t.pk])  # the favourite buys first
    bought = [services.inducements_buy(match=match, team=t, actor=t.coach, purchases={}) for t in order]
    assert len(bought) == 2


def test_no_free_prayers_line_and_the_top_up_figure_on_a_2025_pregame_page(client, cast, fixture_2025):
    client.force_login(fixture_2025.home.coach)
    page = client.get(reverse("matches:pregame", args=[fixture_2025.pk])).content.decode()
    assert 'id="prayers"' not in page
    assert "at most 50,000 from its own treasury" in page



def test_only_the_teams_coach_or_a_commissioner_buys_its_inducements_even_through_the_service(cast, fixture_2025):
    """Every write checks the acting user in the service: the other team's coach, an outsider and nobody are
    refused for the home team, and nothing is bought."""
    home, away = fixture_2025.home, fixture_2025.away
    match = services.match_for_fixture(fixture_2025)
    for who in (away.coach, cast.outsider, None):
        with pytest.raises(DomainError, match="coach or a commissioner"):
            services.inducements_buy(match=match, team=home, actor=who, purchases={})
    assert not InducementPurchase.objects.exists()
