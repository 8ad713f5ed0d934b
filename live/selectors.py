"""Reads of a live game: the game of a fixture, and its state as both phones show it (the fold of its taps in
server order), in a fixed number of queries whatever the number of taps or players."""

from __future__ import annotations

from dataclasses import dataclass

from django.core.cache import cache
from django.db.models import F

from core import datagen
from league.models import Fixture
from rules.live import LiveState, Tap, fold
from rules.liveclock import AWAY, HOME, GameClock, clock_for
from rules.players import may_play
from teams.models import Player

from .models import LiveGame, LiveTap
from .tournament import clock_of_event, event_players, event_rosters

SEEN_KEPT = 60  # seconds a game's version is kept for the polls (a tap, or a poll that reads the game, renews it)
SLUG_KEPT = 3600  # seconds a league's slug is known by its id for the taps (checked against the game found)


def seen_key(slug: str, fixture_pk: int) -> str:
    return f"live:seen:v2:{slug}:{fixture_pk}"


def live_scope(fixture_pk: int) -> str:
    """The data scope of a fixture's live game (``core.datagen``): every write of the game touches it, a tap
    nothing else."""
    return f"live:{fixture_pk}"


def event_live_scope(event_game_pk: int) -> str:
    """The data scope of an event game's live game, as ``live_scope`` is a fixture's."""
    return f"live:event:{event_game_pk}"


def scope_of(game: LiveGame) -> str:
    """The live game's own data scope, either kind."""
    return event_live_scope(game.event_game_id) if game.of_event else live_scope(game.fixture_id)


@dataclass(frozen=True)
class Seen:
    """What the polls compare with (``seen``): the game's version, whether anyone may read it, and the state partial
    of that version by language, as the last poll or tap that kept them rendered it."""

    version: str
    public: bool
    states: dict[str, str]


def seen(slug: str, fixture_pk: int, scope: str) -> Seen | None:
    """The game as a poll or a tap last kept it, while the game (its data ``scope``) was not written to since (one
    cache round trip, no query); else None."""
    kept = datagen.read_fresh(seen_key(slug, fixture_pk), [scope])
    return None if kept is None else Seen(kept[1], kept[2], kept[3])


def keep_seen(
    game: LiveGame, stamp: datagen.Stamp, *, language: str = "", state: str = "", written: bool = False
) -> dict[str, str]:
    """Keep the game's version for the polls (``seen``) under ``stamp``: the game's data token read before the game
    was (or the one its own write set, ``datagen.stamp_of_write``), so a write since makes it stale; with ``state``,
    the state partial of that version rendered in ``language``, beside the other languages kept for the same
    version and stamp. A league fixture's is kept under its league's slug with whether the league is public; an
    event game's under ``event:<slug>``, always public (an event's pages are). Gives the partials kept for the
    version, by language. ``written``: the version is the game's newest under ``stamp`` (``keep_newest``): nothing
    kept is read first."""
    if game.of_event:
        event_game = game.event_game
        key, public = seen_key(f"event:{event_game.round.event.slug}", event_game.pk), True
    else:
        league = game.fixture.season.league
        key, public = seen_key(league.slug, game.fixture_id), bool(league.public)
    kept = None if written else cache.get(key)
    same = kept is not None and kept[0] == stamp and kept[1] == game.version
    states = dict(kept[3]) if same else {}
    if same and (not state or states.get(language) == state):
        return states
    if state:
        states[language] = state
    cache.set(key, (stamp, game.version, public, states), SEEN_KEPT)  # the stamp first: ``datagen.read_fresh``
    return states


GAME_AND_FIXTURE = ("fixture__season__league", "fixture__home", "fixture__away")
"""What the live pages read with a league fixture's live game, in the same query."""


def _league_game(slug: str, fixture_pk: int) -> LiveGame | None:
    return (
        LiveGame.objects.select_related(*GAME_AND_FIXTURE)
        .filter(fixture_id=fixture_pk, fixture__season__league__slug=slug)
        .first()
    )


def league_live_game(slug: str, fixture_pk: int) -> LiveGame | None:
    """The live game of the league's fixture, with its fixture, season, league and teams; None when there is none.
    A phone taps every few seconds: the game and what it is played in are kept under the league's data scope
    (opening and closing the game write to it, and so does any change to the league, its fixtures or teams), found
    by the league's slug; its number and status (``last_seq``, ``status``) may be behind, and a tap reads them again
    under the game's lock."""
    league_pk = cache.get(f"live:league-of:{slug}")
    if league_pk is not None:
        scope = datagen.league(league_pk)
        game = datagen.remember(f"live:game:{league_pk}:{fixture_pk}", [scope], lambda: _league_game(slug, fixture_pk))
        if game is not None and game.fixture.season.league.slug == slug and game.fixture.season.league_id == league_pk:
            return game
    game = _league_game(slug, fixture_pk)
    if game is not None:
        cache.set(f"live:league-of:{slug}", game.fixture.season.league_id, SLUG_KEPT)
    return game


def keep_newest(game: LiveGame, *, language: str, state: str) -> None:
    """Keep the state a tap rendered for the polls (``keep_seen``), if nothing was written to the game since: the
    stamp is read first, then the game's number, as a poll does, so a tap of the other phone committed meanwhile
    leaves nothing kept rather than an older state marked fresh."""
    stamp = datagen.stamp([scope_of(game)])
    now = LiveGame.objects.filter(pk=game.pk).values_list("last_seq", "status").first()
    if now == (game.last_seq, game.status):
        keep_seen(game, stamp, language=language, state=state, written=True)


def version_order(version: str) -> tuple[int, bool] | None:
    """A game's version (``LiveGame.version``: the last tap's number, "c" once closed) in the order the game went
    through them; None for anything else a phone sends."""
    number, closed = version.removesuffix("c"), version.endswith("c")
    return (int(number), closed) if number.isdigit() else None


def open_event_games(event_pk: int) -> set[int]:
    """The games of the event being played live (their live game open), by event game id."""
    return set(
        LiveGame.objects.filter(event_game__round__event=event_pk, status=LiveGame.Status.OPEN).values_list(
            "event_game_id", flat=True
        )
    )


def live_game_of(fixture: Fixture) -> LiveGame | None:
    """The fixture's live game, or None before one is opened."""
    return LiveGame.objects.filter(fixture=fixture).first()


def clock_of(fixture: Fixture) -> GameClock:
    """The turn structure of the fixture's league (its ruleset in its edition)."""
    league = fixture.season.league
    return clock_for(league.ruleset, league.edition)


def clock_of_game(game: LiveGame) -> GameClock:
    """The live game's turn structure: its league's ruleset, or its event's."""
    return clock_of_event(game.event_game) if game.of_event else clock_of(game.fixture)


def players_for(game: LiveGame) -> list:
    """The players of the live game: both teams' ``Player`` rows, or an event game's ``tournament.EventPlayer``s. A
    league game's are kept under its league's data scope (a write to a team or a player names its league's): read
    once, not at every tap and poll."""
    if game.of_event:
        return event_players(game.event_game)
    fixture = game.fixture
    league = datagen.league(fixture.season.league_id)
    return datagen.remember(f"live:players:{fixture.pk}", [league], lambda: players_of(fixture))


def rosters_for(game: LiveGame, players: list) -> dict[str, list[int]]:
    """Who may play, by side: player ids in a league game, shirt numbers in an event game."""
    return event_rosters(players) if game.of_event else rosters_of(game.fixture, players)


def as_tap(row: StoredTap) -> Tap:
    """The stored tap as the fold reads it (an event game's player is his shirt number)."""
    return Tap(
        id=row.tap_id,
        side=row.side,
        kind=row.kind,
        player=row.player_id if row.number is None else row.number,
        victim=row.victim_id if row.victim_number is None else row.victim_number,
        value=row.value,
        undoes=row.undoes or None,
        outcome=row.outcome,
        dice=tuple(row.dice or ()),
        table=row.table,
    )


PLAYER_FIELDS = ("id", "team_id", "number", "name", "position", "status")
"""What a live game reads of a player: who he is on the pad and the taps list, and whether he may play."""


def players_of(fixture: Fixture) -> list[Player]:
    """Both teams' players still on their rosters (one query), by team and shirt number."""
    found = Player.objects.filter(team__in=[fixture.home_id, fixture.away_id], status__in=Player.ACTIVE)
    return list(found.only(*PLAYER_FIELDS).order_by("team_id", "number", "pk"))


def rosters_of(fixture: Fixture, players: list[Player]) -> dict[str, list[int]]:
    """The players who may play this game, by side: those available (not missing it)."""
    available = [p for p in players if may_play(p.status)]
    return {
        HOME: [p.pk for p in available if p.team_id == fixture.home_id],
        AWAY: [p.pk for p in available if p.team_id == fixture.away_id],
    }


@dataclass(frozen=True, slots=True)
class StoredTap:
    """A stored tap as the fold, the taps list and the reports read it (``LiveTap``'s columns, with who tapped it:
    ``by_name``, the user's name), read as plain values: a game's taps are read at every tap."""

    seq: int
    tap_id: str
    side: str
    kind: str
    player_id: int | None
    victim_id: int | None
    number: int | None
    victim_number: int | None
    value: int | None
    outcome: str
    dice: list
    undoes: str
    table: str
    by_name: str | None

    @classmethod
    def of(cls, row: LiveTap, by_name: str) -> StoredTap:
        """A tap just stored, as ``taps_of`` reads it."""
        return cls(*(getattr(row, name) for name in STORED_FIELDS[:-1]), by_name)


STORED_FIELDS = tuple(StoredTap.__dataclass_fields__)


def taps_of(game: LiveGame) -> list[StoredTap]:
    """The stored taps in server order, with who tapped them (``by_name``: the user's name, no user loaded)."""
    found = LiveTap.objects.filter(game=game).annotate(by_name=F("by__username")).order_by("seq")
    return [StoredTap(*values) for values in found.values_list(*STORED_FIELDS)]


@dataclass(frozen=True)
class LiveView:
    """A live game as a page shows it: the fold, the taps stored (server order) and both teams' players."""

    game: LiveGame
    state: LiveState
    taps: list[StoredTap]
    players: list[Player]

    def side_players(self, side: str) -> list:
        if self.game.of_event:
            return [p for p in self.players if p.side == side]
        team_id = self.game.fixture.home_id if side == HOME else self.game.fixture.away_id
        return [p for p in self.players if p.team_id == team_id]


def live_view(*, game: LiveGame) -> LiveView:
    """The game's state: its taps (one query) and its players (a league game's kept under its league's scope, an
    event game's from its coaches' roster files and, with injuries carried, who misses it); the game's fixture and
    league are the caller's."""
    players = players_for(game)
    taps = taps_of(game)
    state = fold([as_tap(t) for t in taps], clock_of_game(game), rosters_for(game, players))
    return LiveView(game, state, taps, players)
