import os
import shutil

import pytest

os.environ.setdefault("DJANGO_ALLOW_ASYNC_UNSAFE", "true")


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args):
    """Debian's Chromium, headless, with nothing reaching for the network."""
    return {
        **browser_type_launch_args,
        "executable_path": shutil.which("chromium") or "/usr/bin/chromium",
        "args": [
            "--no-sandbox",
            "--disable-gpu",
            "--disable-quic",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--no-first-run",
        ],
    }


@pytest.fixture
def csrf_client():
    """A test client that enforces CSRF, as a browser would."""
    from django.test import Client

    return Client(enforce_csrf_checks=True)


@pytest.fixture
def celery_worker():
    """A real `celery worker` process on Redis and the PostgreSQL test database."""
    from tests.worker import celery_worker_process, worker_available

    reason = worker_available()
    if reason:
        pytest.skip(reason)
    with celery_worker_process() as worker:
        yield worker


@pytest.fixture
def cast(db):
    """The cast every view is tested with: a commissioner, coach A and coach B in the league, an outsider."""
    from types import SimpleNamespace

    from league.models import Membership
    from tests.factories import UserFactory, make_league, make_team

    commissioner = UserFactory(username="commish")
    coach_a = UserFactory(username="coach_a")
    coach_b = UserFactory(username="coach_b")
    outsider = UserFactory(username="outsider")
    league = make_league(commissioner=commissioner)
    Membership.objects.create(league=league, user=coach_a)
    Membership.objects.create(league=league, user=coach_b)
    team_a = make_team(coach=coach_a, name="Reikland Rookies", league=league)
    team_b = make_team(coach=coach_b, name="Altdorf Alley Cats", league=league)
    return SimpleNamespace(
        commissioner=commissioner,
        coach_a=coach_a,
        coach_b=coach_b,
        outsider=outsider,
        league=league,
        team_a=team_a,
        team_b=team_b,
    )


@pytest.fixture(autouse=True)
def _fresh_cache():
    """Each test starts with an empty cache (the to-do counts and standings are cached per process)."""
    from django.core.cache import cache

    cache.clear()
