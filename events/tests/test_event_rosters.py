"""What a coach brings to an event beyond his team (seed 003): inducements bought from the Team Draft Budget and kept
for the event, and, with Gold Piece Escalation, a roster for each round's budget, each adding to the one before;
with the cast (organiser, coach A, coach B, outsider)."""

import pytest
from django.urls import reverse

from events import services
from events.models import EventCoach
from rules.errors import DomainError
from rules.tournament import EventFile, Rulespack
from tests.factories import human_draft, make_team

pytestmark = pytest.mark.django_db


def make_event(cast, **pack):
    data = EventFile(name="Escalation Sevens", pack=Rulespack.default("sevens", rounds=3, **pack), coaches=(),
                     rounds=())
    return services.event_import(data=data, organiser=cast.commissioner)


def post(client, user, event, data):
    client.force_login(user)
    return client.post(reverse("events:register", args=[event.slug]), data)


def test_inducements_are_bought_from_the_budget_and_kept(client, cast):
    """Seed 003, Inducements: bought from the Team Draft Budget, shown on the roster's sheet."""
    event = make_event(cast)
    team = make_team(coach=cast.coach_a, name="Slam Rookies")  # 530,000 of 600,000
    page = post(client, cast.coach_a, event, {}).content.decode()
    assert 'name="inducement_bribe"' in page
    assert "Bribe (100,000 each, 0-3)" in page
    over = post(client, cast.coach_a, event, {"team": team.pk, "inducement_bribe": 1})
    assert over.status_code == 422
    assert "The roster costs 630,000 with its inducements; the budget is 600,000." in over.content.decode()
    assert not EventCoach.objects.exists()
    beyond = post(client, cast.coach_a, event, {"team": team.pk, "inducement_bribe": 4})
    assert beyond.status_code == 422
    assert "less than or equal to 3" in beyond.content.decode()
    ok = post(client, cast.coach_a, event, {"team": team.pk, "inducement_bloodweiser-keg": 1})
    assert ok.status_code == 302
    coach = EventCoach.objects.get(user=cast.coach_a)
    assert coach.inducements == {"bloodweiser-keg": 1}
    assert coach.stage_rosters == []
    services.event_approve(event=event, coach=coach, approve=True, actor=cast.commissioner)
    client.force_login(cast.commissioner)
    book = client.get(reverse("events:rosters", args=[event.slug])).content.decode()
    assert "<td>Bloodweiser Keg</td><td class=\"r\">1</td>" in book


def test_a_barred_inducement_is_not_offered(client, cast):
    event = make_event(cast, inducements=["bribe"])
    page = post(client, cast.coach_a, event, {}).content.decode()
    assert 'name="inducement_bribe"' in page
    assert 'name="inducement_bloodweiser-keg"' not in page


def test_escalation_takes_a_roster_for_each_round(client, cast):
    """Seed 003, Gold Piece Escalation: 600,000 for round 1, then 700,000 and 800,000; each roster only adds."""
    event = make_event(cast, gold_escalation=100_000)
    first = make_team(coach=cast.coach_a, name="Rookies 600")
    bigger = make_team(coach=cast.coach_a, name="Rookies 700", draft=human_draft(blitzers=1), budget=700_000)
    smaller = make_team(coach=cast.coach_a, name="Rookies 6 linemen", draft=human_draft(linemen=6, blitzers=1))
    page = post(client, cast.coach_a, event, {}).content.decode()
    assert "Roster for round 1 (budget 600,000)" in page
    assert "Roster for round 2 (budget 700,000)" in page
    assert "Roster for round 3 (budget 800,000)" in page
    assert "The same as round 2" in page
    assert "?ruleset=sevens&amp;budget=700000" in page  # a link to draft a team for round 2's budget
    # too dear for round 1, and a round 3 roster that drops a Lineman of round 2's
    bad = post(client, cast.coach_a, event, {"team": bigger.pk, "stage_2": bigger.pk, "stage_3": smaller.pk})
    assert bad.status_code == 422
    html = bad.content.decode()
    assert "The roster costs 615,000 with its inducements; the budget is 600,000." in html
    assert "#7 Lineman 7 (Human Lineman) of round 2&#x27;s roster is not #7 of round 3&#x27;s" in html
    assert 'id="id_stage_3_errors"' in html
    assert not EventCoach.objects.exists()
    ok = post(client, cast.coach_a, event, {"team": first.pk, "stage_2": bigger.pk})
    assert ok.status_code == 302
    coach = EventCoach.objects.get(user=cast.coach_a)
    assert [len(r["players"]) for r in coach.stage_rosters] == [8, 8]  # round 3: the same as round 2
    services.event_approve(event=event, coach=coach, approve=True, actor=cast.commissioner)
    client.force_login(cast.commissioner)
    url = reverse("events:rosters", args=[event.slug])
    assert "Human Blitzer" not in client.get(url).content.decode()
    round_2 = client.get(url, {"round": 2}).content.decode()
    assert "Human Blitzer" in round_2
    assert "Round 2 (700,000)" in round_2
    assert client.get(url, {"round": "x"}).status_code == 200  # a bad round shows round 1


def test_another_coachs_team_is_refused_for_any_round(client, cast):
    event = make_event(cast, gold_escalation=100_000)
    mine = make_team(coach=cast.coach_a, name="Mine")
    theirs = make_team(coach=cast.coach_b, name="Theirs")
    response = post(client, cast.coach_a, event, {"team": mine.pk, "stage_2": theirs.pk})
    assert response.status_code == 422  # not among his teams: the choice is refused beside the field
    assert 'id="id_stage_2_errors"' in response.content.decode()
    with pytest.raises(DomainError, match="one of your own teams"):
        services.event_register(event=event, user=cast.coach_a, team=mine, stages=[theirs])
    assert not EventCoach.objects.exists()


@pytest.mark.parametrize("who", ["commissioner", "coach_a", "coach_b", "outsider"])
def test_anyone_signed_in_may_open_the_form_with_his_own_teams(client, cast, who):
    event = make_event(cast, gold_escalation=50_000)
    user = getattr(cast, who)
    make_team(coach=user, name=f"{who} team")
    client.force_login(user)
    page = client.get(reverse("events:register", args=[event.slug])).content.decode()
    assert f"{who} team" in page
    assert "Roster for round 3 (budget 700,000)" in page


def test_an_imported_escalation_event_says_round_1s_roster_stands(client, cast):
    import copy
    import json

    from rules.tournament import read_event_file
    from tests.factories import ROOKIES, event_file

    data = event_file(["Jay", "Rob"], [], rounds_planned=2, gold_escalation=50_000)
    data["coaches"][0]["team"] = copy.deepcopy(ROOKIES)
    event = services.event_import(data=read_event_file(json.dumps(data)), organiser=cast.commissioner)
    client.force_login(cast.commissioner)
    url = reverse("events:rosters", args=[event.slug])
    assert "round 1's stands" not in client.get(url).content.decode()
    assert "No roster was brought for this round: round 1's stands." in client.get(url, {"round": 2}).content.decode()
