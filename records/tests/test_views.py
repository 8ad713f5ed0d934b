"""The records pages with the cast (commissioner, coach A, coach B, outsider), their query counts, the awards and
the league file."""

import pytest
from django.urls import reverse

from league.interchange import league_export
from league.models import Fixture
from matches.models import Match, PlayerReport
from records.models import SeasonAward

pytestmark = pytest.mark.django_db

WHO = ("commissioner", "coach_a", "coach_b", "outsider", None)


def pages(season):
    slug = season.league.slug
    return {
        "leaders": reverse("records:leaders", args=[slug]),
        "leaders-season": reverse("records:leaders", args=[slug]) + "?season=1",
        "hall": reverse("records:hall_of_fame", args=[slug]),
        "season": reverse("records:season", args=[slug, 1]),
        "team": reverse("records:team", args=[season.a.pk]),
        "player": reverse("records:player", args=[season.a.players.get(number=1).pk]),
    }


def _more_games(season, count):
    """``count`` more confirmed games with a report line per player: the pages must not ask more queries."""
    teams = [season.a, season.b, season.c]
    for i in range(count):
        home, away = teams[i % 3], teams[(i + 1) % 3]
        f = Fixture.objects.create(
            season=season.season,
            round=10 + i,
            home=home,
            away=away,
            status="confirmed",
            home_td=1,
            away_td=0,
            home_cas=0,
            away_cas=1,
        )
        m = Match.objects.create(fixture=f)
        PlayerReport.objects.bulk_create(
            [
                PlayerReport(match=m, player=p, team=t, touchdowns=1 if p.number == 1 and t == home else 0)
                for t in (home, away)
                for p in t.players.all()
            ]
        )


@pytest.mark.parametrize("who", WHO)
def test_every_page_reads_for_everyone_of_a_public_league_in_few_queries(
    client, season, who, django_assert_max_num_queries
):
    if who:
        client.force_login(getattr(season.cast, who))
    for extra in (0, 12):
        _more_games(season, extra)
        # the navigation's to-do count is counted again once after a write (notifications), then kept
        client.get(reverse("records:leaders", args=[season.league.slug]))
        for name, url in pages(season).items():
            with django_assert_max_num_queries(10):
                response = client.get(url)
            assert response.status_code == 200, name


def test_a_private_league_is_read_by_its_members_only(client, season):
    season.league.public = False
    season.league.save()
    for url in pages(season).values():
        assert client.get(url).status_code == 302  # signed out: log in first
    client.force_login(season.cast.outsider)
    for url in pages(season).values():
        assert client.get(url).status_code == 403
    client.force_login(season.cast.coach_b)
    for url in pages(season).values():
        assert client.get(url).status_code == 200


def test_the_pages_show_the_figures(client, season):
    urls = pages(season)
    body = client.get(urls["player"]).content.decode()
    assert 'data-figure="touchdowns">3<' in body
    assert 'data-figure="games">2<' in body
    hall = client.get(urls["hall"]).content.decode()
    assert "Lineman 3" in hall
    assert "Lineman 5" in hall
    team = client.get(urls["team"]).content.decode()
    assert "<svg" in team
    assert "style=" not in team.split("<main", 1)[-1]
    season_page = client.get(urls["season"]).content.decode()
    assert "<polyline" in season_page


def test_the_team_page_roster_has_record_columns_and_a_link(client, season):
    body = client.get(reverse("teams:detail", args=[season.a.pk])).content.decode()
    a2 = season.a.players.get(number=2)  # no gained skill: never poached by the Draft, so always on the roster
    row = body.split(f'data-player="{a2.pk}"', 1)[1].split("</tr>", 1)[0]
    assert '<td class="num" data-label="Cas">1</td>' in row
    assert '<td class="num" data-label="Games">2</td>' in row
    assert reverse("records:team", args=[season.a.pk]) in body


def test_a_commissioner_gives_awards_from_the_figures(client, season):
    url = reverse("records:award_give", args=[season.league.slug, 1])
    top = season.a.players.get(number=1)
    for who in ("coach_a", "outsider"):
        client.force_login(getattr(season.cast, who))
        assert client.post(url, {"kind": "touchdowns", "pick": f"player:{top.pk}"}).status_code == 403
    client.force_login(season.cast.commissioner)
    assert client.post(url, {"kind": "touchdowns", "pick": f"player:{top.pk}"}).status_code == 302
    assert client.post(url, {"kind": "defence", "pick": f"team:{season.c.pk}"}).status_code == 302
    assert (
        client.post(url, {"kind": "named", "title": "Bloodiest boot", "pick": f"team:{season.a.pk}"}).status_code == 302
    )
    awards = {a.title: a for a in SeasonAward.objects.all()}
    assert awards["Most touchdowns"].figure == "3 touchdowns"
    assert awards["Best defence"].figure == "1 touchdowns against in 2 games"
    # refused beside the field, nothing changed: a name twice, a team for a player's award, no winner
    for data, field in (
        ({"kind": "named", "title": "bloodiest BOOT", "pick": f"team:{season.b.pk}"}, "title"),
        ({"kind": "casualties", "pick": f"team:{season.b.pk}"}, "pick"),
        ({"kind": "named", "title": "x", "pick": ""}, "pick"),
    ):
        response = client.post(url, data)
        assert response.status_code == 422
        assert response.context["form"].errors.get(field), data
    assert SeasonAward.objects.count() == 3
    hall = client.get(reverse("records:hall_of_fame", args=[season.league.slug])).content.decode()
    assert "Bloodiest boot" in hall
    client.logout()  # the league page shows the awards to anyone who can read it
    home = client.get(reverse("league:detail", args=[season.league.slug])).content.decode()
    assert reverse("records:awards_panel", args=[season.league.slug]) in home  # htmx fills the card
    panel = client.get(reverse("records:awards_panel", args=[season.league.slug])).content.decode()
    assert "Bloodiest boot" in panel
    client.force_login(season.cast.commissioner)
    award = awards["Bloodiest boot"]
    client.post(reverse("records:award_remove", args=[season.league.slug, 1, award.pk]))
    assert not SeasonAward.objects.filter(pk=award.pk).exists()


def test_a_get_never_writes_and_award_pages_want_post(client, season):
    client.force_login(season.cast.commissioner)
    assert client.get(reverse("records:award_give", args=[season.league.slug, 1])).status_code == 405


def test_the_league_file_carries_each_players_record_and_the_awards(season):
    SeasonAward.objects.create(season=season.season, kind="named", title="Iron man", team=season.b)
    data = league_export(season.league)
    rows = {(r["team"], r["number"]): r for r in data["player_records"]}
    a1 = rows[("Reikland Rookies", 1)]
    assert (a1["games"], a1["touchdowns"], len(a1["skills"])) == (2, 3, 1)
    assert a1["skills"][0]["fixture"] == season.f1.pk
    assert rows[("Altdorf Alley Cats", 3)]["killed"] == 1
    assert data["awards"] == [
        {"season": 1, "kind": "named", "title": "Iron man", "team": "Altdorf Alley Cats", "player": None, "figure": ""}
    ]
