"""The data generation: one token in the cache that changes whenever anything is written to the database.

Cached pages (``core.pagecache``) name the generation in their keys, so a page kept before a write is never
served after it. The write is seen where every write goes, at the database connection (an execute wrapper
installed on each connection as it opens), so a service, a bulk update, a Celery task and raw SQL all count, and no
write path can forget to say it changed something. The token is replaced when the writing transaction commits (a
page another process read and kept meanwhile, from data it could not yet see, is left under a token that is never
read again), and a write outside a transaction replaces it at once. A write also marks its own connection, so the
next page this process looks up first replaces the token: reads later in the same transaction (and tests, which run
in one) never see a page kept before the write. A worker that only writes pays one cache write per transaction. A
rolled-back write only costs the cache its pages.

Writes that cannot change what a page shows are not counted: the session table (a log-in is a new session, and
pages are kept per session already) and django-axes' log-in attempts.
"""

from __future__ import annotations

import re
import uuid

from django.core.cache import cache
from django.db import connection, transaction

GENERATION_KEY = "site:data:generation"
IGNORED_TABLES = ("django_session", "axes_")
_WRITE = re.compile(r'^\s*(?:INSERT\s+(?:OR\s+\w+\s+)?INTO|UPDATE|DELETE\s+FROM|REPLACE\s+INTO)\s+"?([\w.]+)', re.I)
_DDL = re.compile(r"^\s*(?:CREATE|ALTER|DROP|TRUNCATE)\b", re.I)


def current() -> str:
    """The generation as it stands (made on first use), replaced first if this thread's connection has written."""
    if getattr(connection, "datagen_dirty", False):
        connection.datagen_dirty = False
        bump()
    return cache.get_or_set(GENERATION_KEY, lambda: uuid.uuid4().hex, timeout=None)


def bump() -> None:
    """A new generation: every page cached under the old one is stale."""
    cache.set(GENERATION_KEY, uuid.uuid4().hex, timeout=None)


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
    """Execute wrapper: run the statement; if it wrote, mark the connection and replace the generation on commit
    (at once outside a transaction)."""
    result = execute(sql, params, many, context)
    if is_write(sql):
        written = context["connection"]
        written.datagen_dirty = True
        if not written.in_atomic_block:
            bump()
        elif not any(entry[1] is bump for entry in written.run_on_commit):
            transaction.on_commit(bump, using=written.alias)
    return result


def install(connection, **kwargs) -> None:
    """Connect ``watch_writes`` to ``connection`` once (called for each connection as it opens)."""
    if watch_writes not in connection.execute_wrappers:
        connection.execute_wrappers.append(watch_writes)
