"""The writes of the API app: issuing and revoking read tokens (a league's by its commissioners, an event's by its
organisers, asked of ``league.permissions`` and ``events.permissions``), and noting when a token was last used."""

from __future__ import annotations

from datetime import timedelta

from django.db import transaction
from django.db.models import Q
from django.utils import timezone
from django.utils.translation import gettext as _

from core.wording import word
from events.models import Event
from events.permissions import is_organiser
from league.models import League
from league.permissions import is_commissioner
from rules.errors import DomainError
from rules.textinput import name_violation

from .models import TOKEN_NAME_MAX, ReadToken
from .tokens import new_token, token_hash

LIVE_TOKENS_MAX = 20  # tokens a league or an event may hold unrevoked at once: an app limit, not a rule


def _check_may_manage(actor, *, league: League | None, event: Event | None) -> None:
    if league is not None and not is_commissioner(actor, league):
        raise DomainError(_("Only the league's commissioners issue and revoke its read tokens."))
    if event is not None and not is_organiser(actor, event):
        raise DomainError(_("Only the event's organisers issue and revoke its read tokens."))


@transaction.atomic
def read_token_issue(
    *, actor, name: str, league: League | None = None, event: Event | None = None
) -> tuple[ReadToken, str]:
    """A new read token of the league (or the event) named ``name``: the stored token and the token itself, which
    is shown once and never again (only its hash is kept). The actor must run the league or organise the event."""
    if (league is None) == (event is None):
        raise DomainError(_("A read token belongs to one league or one event."))
    _check_may_manage(actor, league=league, event=event)
    name = name.strip() if isinstance(name, str) else name
    problem = name_violation(name, max_length=TOKEN_NAME_MAX)
    if problem:
        raise DomainError(word(problem), field="name", violations=[problem], word=word)
    live = ReadToken.objects.filter(league=league, event=event, revoked_at__isnull=True)
    if live.count() >= LIVE_TOKENS_MAX:
        raise DomainError(_("At most %(most)s tokens may be live at once: revoke one first.") % {
            "most": LIVE_TOKENS_MAX}, field="name")
    if live.filter(name=name).exists():
        raise DomainError(_("A live token already has this name."), field="name")
    token = new_token()
    made = ReadToken.objects.create(league=league, event=event, name=name, key_hash=token_hash(token), created_by=actor)
    return made, token


@transaction.atomic
def read_token_revoke(*, actor, token: ReadToken) -> ReadToken:
    """Revoke the token: from now on it is refused (401). The actor must run its league or organise its event;
    revoking a token twice changes nothing."""
    _check_may_manage(actor, league=token.league, event=token.event)
    ReadToken.objects.filter(pk=token.pk, revoked_at__isnull=True).update(revoked_at=timezone.now())
    token.refresh_from_db(fields=["revoked_at"])
    return token


def read_token_touch(*, token_id: int, every: int) -> bool:
    """Note that the token was used now, unless that was noted less than ``every`` seconds ago (one conditional
    update; a write makes every kept page stale, so it is not made on every request). Whether it wrote."""
    now = timezone.now()
    stale = Q(last_used_at__isnull=True) | Q(last_used_at__lt=now - timedelta(seconds=every))
    return ReadToken.objects.filter(stale, pk=token_id, revoked_at__isnull=True).update(last_used_at=now) == 1
