"""What the scheduling services share: the fixture locked in its data scopes."""

from __future__ import annotations

from core import datagen
from league.models import Fixture
from league.selectors import fixture_scopes


def locked_fixture(fixture: Fixture) -> Fixture:
    """The fixture locked for this transaction with its teams, coaches and league; the writes that follow touch
    the league's and both teams' data only (``core.datagen``: call inside ``datagen.scoped``)."""
    locked = (
        Fixture.objects.select_for_update(of=("self",))
        .select_related("home__coach", "away__coach", "season__league")
        .get(pk=fixture.pk)
    )
    datagen.touches(*fixture_scopes(locked, locked.season.league_id))
    return locked
