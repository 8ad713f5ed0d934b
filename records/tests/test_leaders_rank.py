"""Issue 24: tied players share a rank on the leaders tables (1, 2, 2, 4)."""

import re

import pytest
from django.urls import reverse

from records.selectors.league import ranked

pytestmark = pytest.mark.django_db


def test_ties_share_a_rank_and_the_next_rank_counts_everyone_above():
    rows = [{"td": n} for n in (5, 3, 3, 1, 1, 1, 0)]
    assert [r["rank"] for r in ranked(rows, "td")] == [1, 2, 2, 4, 4, 4, 7]
    assert ranked([], "td") == []


@pytest.mark.parametrize("who", ["commissioner", "coach_a", "coach_b", "outsider", None])
def test_the_leaders_page_prints_shared_ranks(client, cast, season, who):
    if who:
        client.force_login(getattr(cast, who))
    response = client.get(reverse("records:leaders", args=[cast.league.slug]))
    assert response.status_code == 200
    games = response.context["leaders"]["games"]
    figures = [row["games"] for row in games]
    expected = [figures.index(figure) + 1 for figure in figures]
    assert [row["rank"] for row in games] == expected
    assert len(set(figures)) < len(figures)  # the hand-worked season has ties in games played
    table = response.content.decode().split('data-leaders="games"')[1].split("</table>")[0]
    printed = [int(n) for n in re.findall(r'<tr><td class="num">(\d+)</td>', table)]
    assert printed == expected
