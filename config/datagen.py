"""The data generation: one token in the cache that changes whenever anything is written to the database.

Cached pages (``config.pagecache``) name the generation in their keys, so a page kept before a write is never
served after it. The write is seen where every write goes, at the database connection (an execute wrapper
installed on each connection as it opens), so a service, a bulk update, a Celery task and raw SQL all count, and no
write path can forget to say it changed something. The token is replaced when the statement runs (later reads in
the same transaction, and tests, see the change) and again when the transaction commits (a page another process
read and cached between the write and the commit, from data it could not yet see, is left under a token that is
never read again). A rolled-back write only costs the cache its pages.

Writes that cannot change what a page shows are not counted: the session table (a log-in is a new session, and
pages are kept per session already) and django-axes' log-in attempts.
"""

from __future__ import annotations

import re
import uuid

from django.core.cache import cache
from django.db import transaction

GENERATION_KEY = "site:data:generation"
IGNORED_TABLES = ("django_session", "axes_")
_WRITE = re.compile(r'^\s*(?:INSERT\s+(?:OR\s+\w+\s+)?INTO|UPDATE|DELETE\s+FROM|REPLACE\s+INTO)\s+"?([\w.]+)', re.I)
_DDL = re.compile(r"^\s*(?:CREATE|ALTER|DROP|TRUNCATE)\b", re.I)


def current() -> str:
    """The generation as it stands (made on first use)."""
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
    """Execute wrapper: run the statement, then, if it wrote, replace the generation now and again on commit."""
    result = execute(sql, params, many, context)
    if is_write(sql):
        bump()
        connection = context["connection"]
        if connection.in_atomic_block and not any(entry[1] is bump for entry in connection.run_on_commit):
            transaction.on_commit(bump, using=connection.alias)
    return result


def install(connection, **kwargs) -> None:
    """Connect ``watch_writes`` to ``connection`` once (called for each connection as it opens)."""
    if watch_writes not in connection.execute_wrappers:
        connection.execute_wrappers.append(watch_writes)
