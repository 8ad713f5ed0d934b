import pytest
from django.core.management import call_command

from league.models import League
from teams.models import Team

pytestmark = pytest.mark.django_db


def test_demo_loads_once_and_prints_the_logins(capsys):
    call_command("demo")
    call_command("demo")
    out = capsys.readouterr().out
    assert "commish" in out
    assert "sevens-demo" in out
    league = League.objects.get()
    assert league.teams.filter(entry=Team.Entry.APPROVED).count() == 4
    assert league.seasons.get().fixtures.filter(status="confirmed").count() == 2
