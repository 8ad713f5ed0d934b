"""Sign-up with capacity and a waiting list, withdrawals, drops, replacements, the desk's marks and the Spare
Player, each service checking the acting user (organiser, the coach himself, others)."""

import pytest
from django.core.exceptions import PermissionDenied

from events import services
from events.models import Event, EventCoach
from events.services import registration as reg
from rules.errors import DomainError
from rules.tournament import EventFile, Rulespack
from tests.factories import UserFactory, make_team

pytestmark = pytest.mark.django_db
State = EventCoach.State


@pytest.fixture
def event(cast):
    data = EventFile(name="Sevens Slam", pack=Rulespack.default("sevens", rounds=3), coaches=(), rounds=())
    event = services.event_import(data=data, organiser=cast.commissioner)
    Event.objects.filter(pk=event.pk).update(capacity=2)
    event.refresh_from_db()
    return event


def sign_up(event, name):
    user = UserFactory(username=name)
    return reg.event_register(event=event, user=user, team=make_team(coach=user, name=f"{name} Rookies"))


def test_past_capacity_coaches_wait_in_line_and_move_up_when_a_place_frees(cast, event):
    first, second, third, fourth = (sign_up(event, n) for n in ("ann", "ben", "cal", "dan"))
    assert [c.state for c in (first, second, third, fourth)] == [State.ACTIVE, State.ACTIVE, State.WAITING,
                                                                 State.WAITING]
    assert (third.waiting_place, fourth.waiting_place) == (1, 2)
    reg.registration_withdraw(actor=first.user, coach=first)
    third.refresh_from_db()
    fourth.refresh_from_db()
    assert (third.state, third.approved) == (State.ACTIVE, False)  # moved up, still to be approved
    assert fourth.waiting_place == 1
    first.refresh_from_db()
    assert first.state == State.WITHDRAWN


def test_only_the_coach_himself_or_an_organiser_withdraws(cast, event):
    ann = sign_up(event, "ann")
    for who in (cast.coach_a, cast.outsider):
        with pytest.raises(PermissionDenied):
            reg.registration_withdraw(actor=who, coach=ann)
    reg.registration_withdraw(actor=cast.commissioner, coach=ann)
    ann.refresh_from_db()
    assert ann.state == State.WITHDRAWN
    with pytest.raises(DomainError, match="left the event already"):
        reg.registration_withdraw(actor=ann.user, coach=ann)
    from teams.models import Team

    again = reg.event_register(event=event, user=ann.user, team=Team.objects.get(coach=ann.user))  # signs up again
    assert again.state == State.ACTIVE


def test_turning_down_an_approved_coach_removes_him_before_round_1_and_is_refused_after(cast, event):
    ann, ben, cal = (sign_up(event, n) for n in ("ann", "ben", "cal"))
    reg.event_approve(event=event, coach=ann, approve=True, actor=cast.commissioner)
    with pytest.raises(PermissionDenied):
        reg.event_approve(event=event, coach=ann, approve=False, actor=cast.coach_a)
    reg.event_approve(event=event, coach=ann, approve=False, actor=cast.commissioner)
    assert not EventCoach.objects.filter(pk=ann.pk).exists()
    cal.refresh_from_db()
    assert cal.state == State.ACTIVE  # the waiting list moved up
    for coach in (ben, cal):
        reg.event_approve(event=event, coach=coach, approve=True, actor=cast.commissioner)
    services.round_pair(event=event, actor=event.organisers.first(), seed=1)
    with pytest.raises(DomainError, match="Use Drop"):
        reg.event_approve(event=event, coach=ben, approve=False, actor=cast.commissioner)
    assert EventCoach.objects.filter(pk=ben.pk).exists()


def test_after_round_1_a_withdrawal_is_a_drop_and_the_results_stand(cast, event):
    ann, ben = sign_up(event, "ann"), sign_up(event, "ben")
    waiting = sign_up(event, "cal")
    for coach in (ann, ben):
        reg.event_approve(event=event, coach=coach, approve=True, actor=cast.commissioner)
    services.round_pair(event=event, actor=event.organisers.first(), seed=1)
    with pytest.raises(PermissionDenied):
        reg.registration_drop(actor=ben.user, coach=ann)
    reg.registration_drop(actor=cast.commissioner, coach=ann)
    ann.refresh_from_db()
    assert (ann.state, ann.dropped_after) == (State.DROPPED, 1)
    waiting.refresh_from_db()
    assert waiting.state == State.WAITING  # no moving up once round 1 is drawn
    with pytest.raises(DomainError, match="drop the coach instead"):
        reg.registration_replace(actor=cast.commissioner, coach=ben, by=waiting)


def test_the_organiser_replaces_a_coach_by_one_from_the_waiting_list_before_round_1(cast, event):
    ann, ben, cal = (sign_up(event, n) for n in ("ann", "ben", "cal"))
    with pytest.raises(PermissionDenied):
        reg.registration_replace(actor=ann.user, coach=ann, by=cal)
    with pytest.raises(DomainError, match="waiting list"):
        reg.registration_replace(actor=cast.commissioner, coach=ann, by=ben)
    reg.registration_replace(actor=cast.commissioner, coach=ann, by=cal)
    ann.refresh_from_db()
    cal.refresh_from_db()
    assert (ann.state, cal.state, cal.approved) == (State.WITHDRAWN, State.ACTIVE, False)


def test_the_desk_marks_paid_checked_in_naf_and_club_organisers_only(cast, event):
    ann = sign_up(event, "ann")
    with pytest.raises(PermissionDenied):
        reg.registration_mark(actor=ann.user, coach=ann, paid=True)
    reg.registration_mark(actor=cast.commissioner, coach=ann, paid=True, checked_in=True, naf=1234, club=" Reik  ")
    ann.refresh_from_db()
    assert (ann.paid, ann.checked_in, ann.naf, ann.club) == (True, True, 1234, "Reik")
    with pytest.raises(DomainError) as refused:
        reg.registration_mark(actor=cast.commissioner, coach=ann, naf=10**9)
    assert refused.value.field == "naf"
    reg.registration_mark(actor=cast.commissioner, coach=ann, paid=False)
    ann.refresh_from_db()
    assert (ann.paid, ann.checked_in, ann.naf) == (False, True, 1234)


def test_one_spare_player_named_before_round_1_never_from_the_waiting_list(cast, event):
    ann, ben, cal = (sign_up(event, n) for n in ("ann", "ben", "cal"))
    with pytest.raises(DomainError, match="waiting list"):
        reg.spare_name(actor=cast.commissioner, coach=cal)
    with pytest.raises(PermissionDenied):
        reg.spare_name(actor=ann.user, coach=ann)
    reg.spare_name(actor=cast.commissioner, coach=ann)
    cal.refresh_from_db()
    assert cal.state == State.ACTIVE  # the Spare Player holds no place: the waiting list moved up
    reg.spare_name(actor=cast.commissioner, coach=ben)
    assert list(event.coaches.filter(spare=True).values_list("name", flat=True)) == ["ben"]


def test_a_coach_buys_skills_and_changes_his_roster_which_is_approved_again(cast, event):
    ann = UserFactory(username="ann")
    team = make_team(coach=ann, name="Ann Rookies")
    with pytest.raises(DomainError) as refused:
        reg.event_register(event=event, user=ann, team=team, skills={0: "Dodge", 1: "Guard", 2: "Catch"})
    assert [v.field for v in refused.value.violations] == ["players.2"]  # a Tier 2 team: two Secondary skills
    assert not EventCoach.objects.exists()
    coach = reg.event_register(event=event, user=ann, team=team, skills={0: "Block", 1: "Dodge"})
    assert [p["skills"] for p in coach.roster["players"]][:3] == [["Block"], ["Dodge"], []]
    reg.event_approve(event=event, coach=coach, approve=True, actor=cast.commissioner)
    with pytest.raises(PermissionDenied):
        reg.registration_resubmit(actor=cast.commissioner, coach=coach, team=team, skills={})
    reg.registration_resubmit(actor=ann, coach=coach, team=team, skills={3: "Tackle"})
    coach.refresh_from_db()
    assert coach.approved is False
    assert [p["skills"] for p in coach.roster["players"]][:4] == [[], [], [], ["Tackle"]]
