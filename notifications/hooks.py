"""The way back into notifications for the apps after it (events), registered in their ``AppConfig.ready()`` so
notifications never imports them. Two halves of one question, "what waits for this user":

- a **to-do provider** is a callable ``user -> list[selectors.Todo]``: its items join the home page's list (and the
  navigation's count) after notifications' own, inside the same cache entry, so they are as fresh as the rest (the
  data generation every committed write replaces). It says the most queries it makes (``queries``; the whole list's
  bound is ``selectors.todo_queries()``) and makes one query when nothing waits; ``labels`` names its kinds' badges.
- an **e-mail writer** is a callable ``object_id -> list[Email]`` under a kind: the app queues
  ``tasks.queue_email(kind, object_id)`` when something happens, and once it commits the task calls the writer, which
  loads what it needs by id, checks the thing still stands and says who gets which message; notifications sends
  each to those recipients who did not switch the message's ``preference`` off (``EmailPreferences``).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field


@dataclass(frozen=True)
class TodoProvider:
    fn: Callable[..., list]
    queries: int
    labels: Mapping[str, str]
    scopes: Callable[..., list[str]] | None = None


_todo_providers: list[TodoProvider] = []
_labels: dict[str, str] = {}


def register_todo_provider(
    fn: Callable[..., list],
    *,
    queries: int,
    labels: Mapping[str, str],
    scopes: Callable[..., list[str]] | None = None,
) -> None:
    """Add ``fn(user) -> list[Todo]`` to the to-do list; registering the same function again replaces it.
    ``scopes(user)`` names the data scopes (``core.datagen``) whose writes can change ``fn``'s items for the user,
    in one query; without it, any write makes the list stale."""
    _todo_providers[:] = [p for p in _todo_providers if p.fn is not fn]
    _todo_providers.append(TodoProvider(fn=fn, queries=queries, labels=dict(labels), scopes=scopes))
    _labels.update(labels)


def todo_providers() -> tuple[TodoProvider, ...]:
    return tuple(_todo_providers)


def todo_label(kind: str) -> str:
    """The badge of a kind a provider registered ("" when nobody did)."""
    return _labels.get(kind, "")


@dataclass(frozen=True)
class Email:
    """One message to write: the preference that switches it off, who may get it, its subject, its template (under
    ``templates/notifications/email/``) and the template's context (``user`` and ``settings_url`` are added). Each
    recipient's message is written in his language: the template is rendered, and the subject read, under
    ``translation.override``; the writer runs in the site's language, so a subject it words with ``gettext`` is in that;
    make it lazy (``services.worded``, or ``django.utils.functional.lazy``) to word it for each recipient."""

    preference: str
    user_ids: frozenset
    subject: str
    template: str
    context: dict = field(default_factory=dict)


_email_writers: dict[str, Callable[[int], list[Email]]] = {}


def register_email(kind: str, writer: Callable[[int], list[Email]]) -> None:
    """The writer of the e-mails of ``kind`` (one writer a kind: registering again replaces it)."""
    _email_writers[kind] = writer


def email_writer(kind: str) -> Callable[[int], list[Email]] | None:
    return _email_writers.get(kind)
