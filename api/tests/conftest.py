"""The API's fixtures: the demo league and event (``manage.py demo`` and ``demo_event``) with every private value
made distinctive so a test can look for it in every body, and a token of each."""

from types import SimpleNamespace

import pytest
from django.contrib.auth import get_user_model
from django.core.management import call_command
from django.test import Client

from api import services
from events.models import Event, Round
from league.models import League, Season
from matches.models import Match

SECRET_SEED = 918_273_645_546_372_819


@pytest.fixture
def api_client():
    """A test client on an allowed host."""
    return Client(HTTP_HOST="127.0.0.1")


@pytest.fixture
def demo(db, settings):
    """The demo league (commish runs it; coach and rival play) and the demo event (commish organises it), each
    with a read token; the seeds, e-mail addresses, invite code and calendar key set to values found nowhere else."""
    call_command("demo", verbosity=0)
    call_command("demo_event", verbosity=0)
    users = {u.username: u for u in get_user_model().objects.all()}
    for user in users.values():
        user.email = f"{user.username}.secret@example.invalid"
        user.save(update_fields=["email"])
    get_user_model().objects.create_user("outsider", email="outsider.secret@example.invalid")
    league = League.objects.get()
    League.objects.filter(pk=league.pk).update(invite_code="INVITEsecret123", calendar_key="CALENDARsecret123")
    Season.objects.filter(league=league).update(schedule_seed=SECRET_SEED)
    event = Event.objects.get()
    for n, round_ in enumerate(Round.objects.filter(event=event)):
        Round.objects.filter(pk=round_.pk).update(seed=SECRET_SEED + n + 1)
    Match.objects.update(seed=SECRET_SEED - 1)
    league.refresh_from_db()
    _, league_token = services.read_token_issue(actor=users["commish"], name="club site", league=league)
    _, event_token = services.read_token_issue(actor=users["commish"], name="screen", event=event)
    return SimpleNamespace(
        league=league,
        event=event,
        commish=users["commish"],
        coach=users["coach"],
        rival=users["rival"],
        outsider=get_user_model().objects.get(username="outsider"),
        league_token=league_token,
        event_token=event_token,
        secrets=[
            "INVITEsecret123",
            "CALENDARsecret123",
            str(SECRET_SEED),
            str(SECRET_SEED - 1),
            *(str(SECRET_SEED + n) for n in range(1, 6)),
            "secret@example.invalid",
            league_token,
            event_token,
        ],
    )
