"""Issue 24: possessives of names ending in s, and counts that agree with their noun."""

import pytest
from django.template import Context, Template
from django.urls import reverse
from pytest_django.asserts import assertContains, assertNotContains

from league import services
from league.templatetags.wording import possessive
from teams.models import Team

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize(
    ("name", "expected"),
    [("Beasts", "Beasts'"), ("Altdorf Alley Cats", "Altdorf Alley Cats'"), ("Nuln", "Nuln's"), ("", "")],
)
def test_possessive(name, expected):
    assert possessive(name) == expected
    assert Template("{% load wording %}{{ name|possessive }}").render(Context({"name": name})) == expected.replace(
        "'", "&#x27;"
    )


def test_the_reject_box_names_the_team_as_every_language_can(client, cast):
    """The box names the team plainly ("Reject the entry of Beasts"): a possessive made by English rules could not
    be translated."""
    Team.objects.filter(pk=cast.team_b.pk).update(name="Beasts")
    client.force_login(cast.commissioner)
    response = client.get(reverse("league:teams", args=[cast.league.slug]))
    assertContains(response, "Reject the entry of Beasts")
    assertNotContains(response, "Beasts&#x27;s")


@pytest.mark.parametrize("who", ["coach_a", "coach_b", "outsider"])
def test_the_generated_count_agrees_with_its_noun(client, cast, who):
    for team in cast.league.teams.all():
        services.league_decide_entry(league=cast.league, team=team, approve=True, actor=cast.commissioner)
    services.season_start(league=cast.league)
    url = reverse("league:generate", args=[cast.league.slug])
    client.force_login(getattr(cast, who))
    assert client.post(url, {"days_between": 7}).status_code == 403
    client.force_login(cast.commissioner)
    response = client.post(url, {"days_between": 7}, follow=True)
    assertContains(response, "1 fixture generated.")
