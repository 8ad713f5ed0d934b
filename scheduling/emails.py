"""The scheduling e-mails, written through ``notifications.hooks.register_email`` (connected in
``SchedulingConfig.ready()``): the other coach is told of the times proposed for his game (``proposal_make``
queues it on commit), and both coaches of the time agreed (on ``league.signals.fixture_scheduled``, whichever path
agreed it). Each writer reads the fixture again once the task runs and says nothing when the thing no longer
stands (the times answered or withdrawn, the game reported or moved). The subjects and the times are lazy: they are
worded, and the times' day and month named, in the language active when they are read, the recipient's while his
e-mail is written."""

from __future__ import annotations

from django.utils.functional import lazy
from django.utils.translation import gettext, gettext_noop

from league.models import Fixture
from league.signals import fixture_scheduled
from notifications.hooks import Email, register_email
from notifications.services import site_link
from notifications.tasks import queue_email

from .forms import shown
from .models import Proposal

TEMPLATES = "scheduling/email/"
PROPOSED_BY = gettext_noop("%(user)s proposes times for %(home)s v %(away)s")
PROPOSED_BY_COMMISSIONER = gettext_noop("A commissioner proposes times for %(home)s v %(away)s")
SCHEDULED = gettext_noop("%(home)s v %(away)s: %(kickoff)s")


def _worded(message: str, params: dict) -> str:
    return gettext(message) % {name: str(value) for name, value in params.items()}


worded = lazy(_worded, str)  # a subject, worded when it is read
shown_later = lazy(shown, str)  # a time, as the card shows it, when it is read


def _fixture(fixture_id: int) -> Fixture | None:
    found = Fixture.objects.select_related("home", "away", "season__league")
    return found.filter(pk=fixture_id, status=Fixture.Status.SCHEDULED, away__isnull=False).first()


def proposed_emails(fixture_id: int) -> list[Email]:
    """The coaches who did not propose the open times (both, when a commissioner did), with the times."""
    fixture = _fixture(fixture_id)
    if fixture is None:
        return []
    proposals = list(fixture.time_proposals.filter(status=Proposal.Status.OPEN).select_related("by"))
    if not proposals:
        return []
    first = proposals[0]
    coaches = {fixture.home.coach_id, fixture.away.coach_id} - {first.by_id, None}
    proposing = {fixture.home_id: fixture.home.coach_id, fixture.away_id: fixture.away.coach_id}.get(first.team_id)
    names = {"home": fixture.home.name, "away": fixture.away.name}
    return [Email(
        preference="fixture_proposed",
        user_ids=frozenset(coaches - {proposing}),
        subject=worded(PROPOSED_BY, {"user": first.by.get_username(), **names})
        if first.by
        else worded(PROPOSED_BY_COMMISSIONER, names),
        template=f"{TEMPLATES}proposed.txt",
        context={
            "fixture": fixture,
            "by": first.by,
            "times": [shown_later(p.when) for p in proposals],
            "url": site_link(fixture.get_absolute_url() + "#schedule"),
        },
    )]


def scheduled_emails(fixture_id: int) -> list[Email]:
    """Both coaches, with the time agreed, while it stands."""
    fixture = _fixture(fixture_id)
    if fixture is None or fixture.kickoff is None:
        return []
    return [Email(
        preference="fixture_scheduled",
        user_ids=frozenset({fixture.home.coach_id, fixture.away.coach_id} - {None}),
        subject=worded(
            SCHEDULED, {"home": fixture.home.name, "away": fixture.away.name, "kickoff": shown_later(fixture.kickoff)}
        ),
        template=f"{TEMPLATES}scheduled.txt",
        context={
            "fixture": fixture,
            "kickoff": shown_later(fixture.kickoff),
            "url": site_link(fixture.get_absolute_url()),
        },
    )]


def on_fixture_scheduled(sender, *, fixture, **kwargs) -> None:
    queue_email("fixture_scheduled", fixture.pk)


def connect() -> None:
    fixture_scheduled.connect(on_fixture_scheduled, dispatch_uid="scheduling.fixture_scheduled")
    register_email("fixture_proposed", proposed_emails)
    register_email("fixture_scheduled", scheduled_emails)
