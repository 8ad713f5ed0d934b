"""The data generations: tokens in the cache that change when something is written to the database.

Kept pages (``core.pagecache``) and kept lists (the to-do list) carry a **stamp**, the generations they were made
under, and are served again only while every token of the stamp is unchanged. There are three kinds of token:

* the **global** one, replaced by a write that names no scope: every kept thing is stale after it (the safe
  default, so a write path nobody scoped can never leave a stale page);
* one per **scope** (``"league:12"``, ``"event:3"``, ``"user:7"``): a write made inside ``scope(...)`` replaces the
  tokens of the scopes it names and the **any** token instead of the global one. A league's pages are stamped with
  the global token and their league's, so a result in league A leaves league B's kept pages kept;
* the **any** one, replaced by every write: what declares no scope (and a page made while a write committed) is
  stamped with it and stale after any write, as before scopes existed.

The write is seen where every write goes, at the database connection (an execute wrapper installed on each
connection as it opens), so a service, a bulk update, a Celery task and raw SQL all count, and no write path can
forget to say it changed something; what a write path can say is that it touched only some scopes. The tokens are
replaced when the writing transaction commits (a page another process read and kept meanwhile, from data it could
not yet see, is left under a token that is never read again), and a write outside a transaction replaces them at
once. A write also leaves its connection with the scopes to replace, so the next stamp this process reads first
replaces them: reads later in the same transaction (and tests, which run in one) never see a page kept before the
write. A worker that only writes pays one cache write per transaction. A rolled-back write only costs the cache its
pages.

Writes that cannot change what a page shows are not counted: the session table (a log-in is a new session, and
pages are kept per session already) and django-axes' log-in attempts.
"""

from __future__ import annotations

import re
import uuid
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from functools import wraps
from typing import TypeVar

from django.core.cache import cache
from django.db import connection, transaction
from django.utils import translation

GLOBAL = "global"
ANY = "any"
PREFIX = "site:data:gen:"
IGNORED_TABLES = ("django_session", "axes_")
_WRITE = re.compile(r'^\s*(?:INSERT\s+(?:OR\s+\w+\s+)?INTO|UPDATE|DELETE\s+FROM|REPLACE\s+INTO)\s+"?([\w.]+)', re.I)
_DDL = re.compile(r"^\s*(?:CREATE|ALTER|DROP|TRUNCATE)\b", re.I)
_scopes: ContextVar[set[str] | None] = ContextVar("datagen_scopes", default=None)

Stamp = dict[str, str]
T = TypeVar("T")


def league(pk: int) -> str:
    """The scope of a league's data: its seasons, fixtures, results, teams and their players."""
    return f"league:{pk}"


def event(pk: int) -> str:
    """The scope of an event's data: its coaches, rounds, games and results."""
    return f"event:{pk}"


def team(pk: int) -> str:
    """The scope of one team of a league (its coach's to-do list follows it); a write to a team names its league's
    scope too, whose pages show the team."""
    return f"team:{pk}"


def user(pk: int) -> str:
    """The scope of what a user takes part in (joining a league or an event changes his to-do list's scopes)."""
    return f"user:{pk}"


@contextmanager
def scope(*names: str) -> Iterator[None]:
    """Writes inside the block touch only the data of these scopes (and of those ``touches`` adds inside it).
    Name every scope whose pages the writes can change; a write outside any block, or in a block that named none
    yet, replaces the global token."""
    outer = _scopes.get()
    token = _scopes.set({*(outer or ()), *names})
    try:
        yield
    finally:
        _scopes.reset(token)


def scoped(service):
    """A service decorator: a ``scope`` block around the service, to which it (or the helper that locks what it
    changes) adds the scopes it writes to with ``touches`` once it has loaded them."""

    @wraps(service)
    def wrapper(*args, **kwargs):
        with scope():
            return service(*args, **kwargs)

    return wrapper


def touches(*names: str) -> None:
    """The writes that follow in the enclosing ``scope`` block also touch these scopes; outside any block, nothing
    (the writes replace the global token)."""
    current = _scopes.get()
    if current is not None:
        current.update(names)


def _new() -> str:
    return uuid.uuid4().hex


def replace(names: Iterable[str]) -> None:
    """New tokens for these scopes (``GLOBAL`` alone when it is among them) and for ``ANY``."""
    names = set(names)
    names = {GLOBAL} if GLOBAL in names else names
    cache.set_many({PREFIX + name: _new() for name in names | {ANY}}, timeout=None)


def bump() -> None:
    """A new global token: everything kept under the old one is stale."""
    replace({GLOBAL})


def _flush(written=None) -> None:
    """Replace the tokens of the scopes this connection wrote to since this process last read a stamp (a read
    after a write in the same transaction never sees what was kept before it)."""
    written = written or connection
    unseen = getattr(written, "datagen_unseen", None)
    if unseen:
        written.datagen_unseen = set()
        replace(unseen)


def _commit(written) -> None:
    """Replace the tokens of every scope the committed transaction wrote to (again, if a read replaced them
    before: a page another process kept between the write and the commit is never read)."""
    pending = getattr(written, "datagen_pending", None)
    written.datagen_pending, written.datagen_unseen = set(), set()
    if pending:
        replace(pending)



def stamp(names: Iterable[str] = ()) -> Stamp:
    """The tokens now of the global generation and of ``names`` (of ``ANY`` when there are none): what a thing
    made from the data read after this call is kept under. Missing tokens are made."""
    _flush()
    wanted = [GLOBAL, *(sorted(set(names)) or [ANY])]
    found = cache.get_many([PREFIX + name for name in wanted])
    tokens = {name: found.get(PREFIX + name) for name in wanted}
    missing = {PREFIX + name: _new() for name, token in tokens.items() if token is None}
    if missing:
        for key, token in missing.items():
            cache.add(key, token, timeout=None)
        again = cache.get_many(list(missing))
        tokens.update({key.removeprefix(PREFIX): again.get(key) for key in missing})
    return tokens


def _read(key: str, names: Iterable[str]) -> tuple[tuple | None, Stamp]:
    """What is kept under ``key`` and the tokens now of the global generation and of ``names`` (of ``ANY`` when
    there are none): one cache round trip."""
    _flush()
    wanted = [GLOBAL, *(sorted(set(names)) or [ANY])]
    found = cache.get_many([key, *(PREFIX + name for name in wanted)])
    return found.get(key), {name: found.get(PREFIX + name) for name in wanted}


def read_fresh(key: str, names: Iterable[str]) -> tuple | None:
    """The value kept under ``key`` as ``(stamp, ...)`` by its maker, when its stamp holds the global token and the
    tokens of ``names`` as they are now (one cache round trip for the value and the tokens); else None."""
    kept, tokens = _read(key, names)
    if kept is None or None in tokens.values() or kept[0] != tokens:
        return None
    return kept


def fresh(kept: Stamp) -> bool:
    """Whether nothing kept under ``kept`` has been written to since: every token is still the same."""
    _flush()
    if not kept:
        return False
    found = cache.get_many([PREFIX + name for name in kept])
    return all(found.get(PREFIX + name) == token for name, token in kept.items())


def remember(key: str, scopes: Iterable[str], compute: Callable[[], T], timeout: int = 300) -> T:
    """A value computed from the data of ``scopes`` only (a league's leaders, an event's standings), kept until
    one of them or the global generation is written to: after a write, the first page that needs it computes it
    and every other viewer's page reads it. The stamp is read before the value is computed, so a write meanwhile
    leaves it stale rather than wrong; a value read after this connection's own uncommitted writes is not kept (they
may be rolled back). ``key`` names the value and its arguments; ``timeout`` bounds its life. A value is kept per
language (the active one is added to ``key``): it may hold words, worded in the language it was made in."""
    key = f"{key}:{translation.get_language()}"
    found, tokens = _read(key, scopes)  # the value and the tokens now: one round trip
    if found is not None and None not in tokens.values() and found[0] == tokens:
        return found[1]
    if None in tokens.values():
        tokens = stamp(scopes)
    value = compute()
    if not (connection.in_atomic_block and getattr(connection, "datagen_pending", None)):  # may yet roll back
        cache.set(key, (tokens, value), timeout)
    return value


def current() -> str:
    """One token that changes with every write anywhere (the global and ``ANY`` tokens together)."""
    tokens = stamp([ANY])
    return f"{tokens[GLOBAL]}.{tokens[ANY]}"


def is_write(sql: str) -> bool:
    """Whether ``sql`` writes something a page may show (a data write outside the ignored tables, or DDL)."""
    if not isinstance(sql, str):
        return False
    found = _WRITE.match(sql)
    if found:
        return not found.group(1).lower().startswith(IGNORED_TABLES)
    if sql.lstrip()[:4].upper() == "WITH":
        return bool(re.search(r"\b(INSERT|UPDATE|DELETE)\b", sql))
    return bool(_DDL.match(sql))


def watch_writes(execute, sql, params, many, context):
    """Execute wrapper: run the statement; if it wrote, note its scopes (the global one outside any) on the
    connection and replace their tokens on commit (at once outside a transaction)."""
    result = execute(sql, params, many, context)
    if is_write(sql):
        written = context["connection"]
        names = _scopes.get() or (GLOBAL,)
        for attribute in ("datagen_pending", "datagen_unseen"):
            if getattr(written, attribute, None) is None:
                setattr(written, attribute, set())
            getattr(written, attribute).update(names)
        if not written.in_atomic_block:
            _commit(written)
        else:
            flush = _on_commit_of(written)
            if not any(entry[1] is flush for entry in written.run_on_commit):
                transaction.on_commit(flush, using=written.alias)
    return result


def _on_commit_of(written):
    """The connection's own on-commit callback (one object per connection, so it is registered once)."""
    flush = getattr(written, "datagen_flush", None)
    if flush is None:
        flush = written.datagen_flush = lambda: _commit(written)
    return flush


def install(connection, **kwargs) -> None:
    """Connect ``watch_writes`` to ``connection`` once (called for each connection as it opens)."""
    if watch_writes not in connection.execute_wrappers:
        connection.execute_wrappers.append(watch_writes)
