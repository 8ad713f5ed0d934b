"""2025 rulebook, Record Outcome and Collect Winnings: "Add an additional 1 if no Player on your team was deemed to
be Stalling during the match. Then multiply the result by 10,000"."""

from django.urls import reverse

from matches.models import Match
from tests.factories import confirm, report


def test_a_team_that_did_not_stall_gets_the_extra_10000(client, cast, fixture_2025, django_capture_on_commit_callbacks):
    home, away = fixture_2025.home, fixture_2025.away
    report(fixture_2025, home)
    report(fixture_2025, away)
    client.force_login(away.coach)
    url = reverse("matches:player_report", args=[fixture_2025.pk, away.pk])
    assert 'name="stalled"' in client.get(url).content.decode()
    lines = {f"p{p.pk}_played": "on" for p in away.players.filter(status=away.players.model.Status.AVAILABLE)}
    assert client.post(url, {**lines, "stalled": "on"}).status_code == 302
    assert Match.objects.get(fixture=fixture_2025).away_stalled
    treasury = {home.pk: home.treasury, away.pk: away.treasury}
    match = confirm(fixture_2025, cast.commissioner, django_capture_on_commit_callbacks, home_td=1, away_td=1)
    attendance = match.home_fan_factor + match.away_fan_factor
    home.refresh_from_db()
    away.refresh_from_db()
    assert home.treasury - treasury[home.pk] == attendance * 5_000 + 10_000 + 10_000  # 1 TD + not stalling
    assert away.treasury - treasury[away.pk] == attendance * 5_000 + 10_000  # 1 TD, stalled


def test_a_2020_report_has_no_stalling_box(client, cast, fixture):
    client.force_login(fixture.home.coach)
    page = client.get(reverse("matches:player_report", args=[fixture.pk, fixture.home.pk])).content.decode()
    assert 'name="stalled"' not in page
