"""A random Secondary skill in a 2025 league: Spike! Journal 22, Player Advancement ("The chosen player gains a
randomly selected Secondary Skill as explained on page 97 of the Blood Bowl Rulebook") points to the 2025
rulebook's New Skills: "Do this twice, and then choose which of the two randomly rolled Skills you wish your player
to receive. If you roll the same Skill both times, you must choose that one (if able)." Both rolls are stored and
shown; the coach keeps one on the advancement page."""

import pytest
from django.urls import resolve, reverse
from pytest_django.asserts import assertContains

from league import services as league_services
from matches.models import AdvancementChoice, Match, MatchRoll, PostGameStep
from rules.postgame import PostGameStep as Step
from teams.models import Player, TeamEvent

pytestmark = pytest.mark.django_db


@pytest.fixture
def played(cast, fixture_2025, django_capture_on_commit_callbacks):
    with django_capture_on_commit_callbacks(execute=True):
        league_services.result_submit(
            fixture=fixture_2025, actor=cast.commissioner, is_commissioner=True, home_td=1, away_td=0
        )
    return Match.objects.get(fixture=fixture_2025)


def keep_url(page: str) -> str:
    """The address the page's keep form posts to."""
    return reverse("matches:advancement_keep", kwargs=resolve(page).kwargs)


def roll_pair(client, match, team):
    """The coach lets the dice draw the player, then names the first of his Secondary categories."""
    page = reverse("matches:advancement", args=[match.pk, team.pk])
    client.force_login(team.coach)
    client.post(page, {"kind": "secondary"})
    choice = AdvancementChoice.objects.get(match=match, team=team)
    if not choice.candidates:
        category = choice.player.team.race_rules.position(choice.player.position).secondary[0]
        client.post(page, {"kind": "secondary", "category": category})
        choice.refresh_from_db()
    return page, choice


@pytest.mark.parametrize("side", ["home", "away"])
def test_the_secondary_skill_is_rolled_twice_and_the_coach_keeps_one(
    client, played, side, django_capture_on_commit_callbacks
):
    team = getattr(played.fixture, side)
    with django_capture_on_commit_callbacks(execute=True):  # when both rolls agree, the skill is kept at once
        page, choice = roll_pair(client, played, team)
    rolled = [c["skill"] for c in choice.candidates]
    assert len(rolled) == 2
    assert all(c["by"] == "dice" for c in choice.candidates)
    assert [r["detail"] for r in choice.rolls[-2:]] == rolled  # both rolls stored, in order, after the player's draw
    assert MatchRoll.objects.filter(match=played, team=team).count() >= 3  # the player's draw and the two skills
    player = choice.player
    if rolled[0] == rolled[1]:  # "If you roll the same Skill both times, you must choose that one"
        assert choice.waiting_for == ""
        kept = rolled[0]
    else:
        assert choice.waiting_for == "coach"
        shown = client.get(page)
        for skill in rolled:
            assertContains(shown, f'value="{skill}"')
        assertContains(shown, "Keep this skill")
        kept = rolled[1]
        with django_capture_on_commit_callbacks(execute=True):
            assert client.post(keep_url(page), {"skill": kept}).status_code == 302
    player.refresh_from_db()
    assert kept in player.gained_skill_names
    assert player.gained_skills[-1]["kind"] == "secondary"
    step = PostGameStep.objects.get(match=played, team=team, step=Step.ADVANCEMENT)
    assert step.status == PostGameStep.Status.DONE
    event = TeamEvent.objects.filter(team=team, description__contains=f"gains {kept}").get()
    assert "random Secondary" in event.description


def two_different(client, match):
    """The side whose two rolls differ with this match's dice (home first)."""
    for team in (match.fixture.home, match.fixture.away):
        page, choice = roll_pair(client, match, team)
        if choice.waiting_for:
            return page, choice
    pytest.fail("both sides rolled the same skill twice with this match's dice")


def test_a_skill_that_was_not_rolled_cannot_be_kept(client, played):
    page, choice = two_different(client, played)
    response = client.post(keep_url(page), {"skill": "Leader"})
    assertContains(response, "Keep one of the two skills rolled", status_code=422)
    choice.refresh_from_db()
    assert choice.waiting_for == "coach"
    assert not any(c.get("kept") for c in choice.candidates)


def test_only_the_teams_side_keeps_the_skill(client, cast, played):
    page, choice = two_different(client, played)
    other = played.fixture.opponent_of(choice.team_id)
    client.force_login(other.coach)
    response = client.post(keep_url(page), {"skill": choice.candidates[0]["skill"]})
    assert response.status_code == 403
    assert Player.objects.get(pk=choice.player_id).gained_skills == []
