"""Sending the e-mails, and a user's own choices (which e-mails, which language). Each e-mail loads what it needs by
id (a task calls it after the change committed), checks the event still stands (a result confirmed meanwhile needs
no "please confirm"), and sends one message per recipient who wants it (``selectors.recipients``), written in the
recipient's language (``selectors.email_language``: his choice, else the site's): the body is rendered and the
subject read under ``translation.override``, so a subject may be lazy (worded when read)."""

from __future__ import annotations

from urllib.parse import urlsplit

from django.conf import settings
from django.contrib.auth import get_user_model
from django.contrib.auth.tokens import default_token_generator
from django.core.cache import cache
from django.core.mail import send_mail
from django.db import transaction
from django.template.loader import render_to_string
from django.urls import reverse
from django.utils import translation
from django.utils.encoding import force_bytes
from django.utils.functional import lazy
from django.utils.http import urlsafe_base64_encode
from django.utils.translation import gettext, gettext_noop

from core import datagen
from league.models import Fixture
from matches.models import PostGameStep
from teams.models import Team

from .hooks import email_writer
from .models import EmailPreferences
from .selectors import LANGUAGE_KEPT, email_language, language_key, offered, recipients


def _worded(message: str, params: dict) -> str:
    return gettext(message) % params


# A subject worded when it is read (in the recipient's language, as ``_send`` reads it): the message is marked with
# ``gettext_noop`` where it is written.
worded = lazy(_worded, str)


def header_safe(text: str) -> str:
    """A subject made of names coaches typed, safe in a mail header: control characters and line breaks become
    spaces, and an RFC 2047 encoded word's opening ``=?`` is broken (``= ?``), so a name cannot smuggle in a header
    or a second line that a mail client would decode (hardening #25)."""
    cleaned = "".join(" " if ord(ch) < 32 or ord(ch) == 127 else ch for ch in text)
    return " ".join(cleaned.replace("=?", "= ?").split())


def send_password_reset(*, user_id: int) -> int:
    """The password reset e-mail (Django's token, the site's address from ``SITE_URL``), sent by a task so the
    request that asked for it takes as long whether the address has an account or not."""
    user = get_user_model().objects.filter(pk=user_id, is_active=True).first()
    if user is None or not user.has_usable_password() or not user.email:
        return 0
    site = urlsplit(settings.SITE_URL)
    context = {
        "email": user.email, "domain": site.netloc, "site_name": site.netloc, "protocol": site.scheme,
        "uid": urlsafe_base64_encode(force_bytes(user.pk)), "user": user,
        "token": default_token_generator.make_token(user),
    }
    with translation.override(email_language(user)):
        subject = "".join(render_to_string("registration/password_reset_subject.txt", context).splitlines())
        body = render_to_string("registration/password_reset_email.html", context)
    return send_mail(subject, body, None, [user.email])


def notify_signup_with_your_address(*, owner_id: int, new_user_id: int) -> int:
    """Someone signed up giving the address of an existing account: its owner is told (the sign-up page said
    nothing), with how to log in or reset his password; the new account was made without the address."""
    users = get_user_model().objects.in_bulk([owner_id, new_user_id])
    owner, newcomer = users.get(owner_id), users.get(new_user_id)
    if owner is None or not owner.email or newcomer is None:
        return 0
    with translation.override(email_language(owner)):
        body = render_to_string("notifications/email/signup_with_your_address.txt", {
            "owner": owner, "newcomer": newcomer, "login_url": site_link(reverse("login")),
            "reset_url": site_link(reverse("password_reset")),
        })
        subject = gettext("Someone signed up to Sevens League with your e-mail address")
    return send_mail(subject, body, None, [owner.email])


def site_link(path: str) -> str:
    """An absolute link for an e-mail: the site's address (``settings.SITE_URL``) and the path."""
    return f"{settings.SITE_URL}{path}"


_link = site_link


def _send(*, event: str, user_ids, subject, template: str, context: dict) -> int:
    """One e-mail per recipient who wants this event's e-mails, in his language (the subject, lazy or not, is read
    in it); returns how many were sent."""
    sent = 0
    for user in recipients(user_ids=user_ids, event=event):
        with translation.override(email_language(user)):
            body = render_to_string(
                template,
                context | {"user": user, "settings_url": _link(reverse("notifications:settings"))},
            )
            worded_subject = header_safe(str(subject))
        sent += send_mail(worded_subject, body, None, [user.email])
    return sent


def _score(fixture: Fixture) -> dict:
    return {
        "home": fixture.home.name, "home_td": fixture.home_td, "away_td": fixture.away_td, "away": fixture.away.name
    }


def _fixture(fixture_id: int) -> Fixture | None:
    return (
        Fixture.objects.select_related("home", "away", "season__league", "submitted_by", "confirmed_by")
        .filter(pk=fixture_id)
        .first()
    )


def notify_result_submitted(*, fixture_id: int) -> int:
    """A result waits for confirmation: to the other coach (a commissioner when one coach has both teams)."""
    fixture = _fixture(fixture_id)
    if fixture is None or fixture.status != Fixture.Status.SUBMITTED:
        return 0
    coaches = {fixture.home.coach_id, fixture.away.coach_id}
    if len(coaches) == 1:
        user_ids = set(fixture.season.league.commissioners.values_list("pk", flat=True)) - coaches
    else:
        user_ids = coaches - {fixture.submitted_by_id}
    return _send(
        event="result_submitted",
        user_ids=user_ids,
        subject=worded(gettext_noop("Confirm the result: %(home)s %(home_td)s–%(away_td)s %(away)s"), _score(fixture)),
        template="notifications/email/result_submitted.txt",
        context={"fixture": fixture, "url": _link(fixture.get_absolute_url())},
    )


def notify_result_confirmed(*, fixture_id: int) -> int:
    """A result is confirmed: to both coaches."""
    fixture = _fixture(fixture_id)
    if fixture is None or fixture.status != Fixture.Status.CONFIRMED:
        return 0
    return _send(
        event="result_confirmed",
        user_ids={fixture.home.coach_id, fixture.away.coach_id},
        subject=worded(gettext_noop("Result confirmed: %(home)s %(home_td)s–%(away_td)s %(away)s"), _score(fixture)),
        template="notifications/email/result_confirmed.txt",
        context={"fixture": fixture, "url": _link(fixture.get_absolute_url())},
    )


def notify_result_forfeited(*, fixture_id: int) -> int:
    """A commissioner recorded a forfeit (a game never played, scored as a concession): to both coaches, under the
    confirmed results' switch."""
    fixture = _fixture(fixture_id)
    if fixture is None or fixture.status != Fixture.Status.CONFIRMED or not fixture.forfeit_reason:
        return 0
    at_fault = fixture.home if fixture.conceded_by_id == fixture.home_id else fixture.away
    return _send(
        event="result_confirmed",
        user_ids={fixture.home.coach_id, fixture.away.coach_id},
        subject=worded(gettext_noop("Forfeit: %(home)s %(home_td)s–%(away_td)s %(away)s"), _score(fixture)),
        template="notifications/email/result_forfeited.txt",
        context={"fixture": fixture, "at_fault": at_fault, "url": _link(fixture.get_absolute_url())},
    )


def notify_entry_waiting(*, team_id: int) -> int:
    """A team entered a league and waits for approval: to the league's commissioners."""
    team = Team.objects.select_related("league", "coach").filter(pk=team_id).first()
    if team is None or team.league is None or team.entry != Team.Entry.PENDING:
        return 0
    return _send(
        event="entry_waiting",
        user_ids=set(team.league.commissioners.values_list("pk", flat=True)),
        subject=worded(
            gettext_noop("%(team)s waits for approval in %(league)s"), {"team": team.name, "league": team.league.name}
        ),
        template="notifications/email/entry_waiting.txt",
        context={"team": team, "url": _link(reverse("league:teams", kwargs={"slug": team.league.slug}))},
    )


def notify_advancement_waiting(*, step_id: int) -> int:
    """A team's post-game waits for its coach's Player Advancement choice: to the coach."""
    step = (
        PostGameStep.objects.select_related("team", "match__fixture__home", "match__fixture__away")
        .filter(pk=step_id)
        .first()
    )
    if step is None or step.status != PostGameStep.Status.WAITING:
        return 0
    url = reverse("matches:advancement", kwargs={"match_id": step.match_id, "team_id": step.team_id})
    return _send(
        event="advancement_waiting",
        user_ids={step.team.coach_id},
        subject=worded(gettext_noop("%(team)s: choose a Player Advancement"), {"team": step.team.name}),
        template="notifications/email/advancement_waiting.txt",
        context={"step": step, "fixture": step.match.fixture, "url": _link(url)},
    )


def notify_registered(*, kind: str, object_id: int) -> int:
    """The e-mails a later app's writer (``hooks.register_email``) says are due for the object, each to the
    recipients who want its kind, in each one's language (a writer's lazy subjects and context are read in it);
    returns how many were sent (none when the writer finds the thing gone)."""
    writer = email_writer(kind)
    if writer is None:
        raise ValueError(f"No e-mail writer for {kind!r}")
    sent = 0
    with translation.override(settings.LANGUAGE_CODE):  # what the writer words at once is in the site's language
        emails = writer(object_id)
    for email in emails:
        sent += _send(
            event=email.preference,
            user_ids=email.user_ids,
            subject=email.subject,
            template=email.template,
            context=email.context,
        )
    return sent


@transaction.atomic
def preferences_update(*, user, **choices: bool) -> EmailPreferences:
    """Switch the user's e-mails on or off, event by event (the events not named keep their setting)."""
    unknown = set(choices) - set(EmailPreferences.EVENTS)
    if unknown:
        raise ValueError(f"Unknown e-mail events: {sorted(unknown)}")
    preferences, _ = EmailPreferences.objects.select_for_update().get_or_create(user=user)
    for event, on in choices.items():
        setattr(preferences, event, bool(on))
    preferences.save()
    return preferences


@transaction.atomic
def preferences_set_language(*, user, language: str) -> EmailPreferences:
    """The language ``user`` reads the site and his e-mails in: a code of ``settings.LANGUAGES``, or "" to follow his
    browser (a ``ValueError`` for any other). Only the acting user's own choice: he is who it is saved for. A write
    to his own scope only (no kept page changes: pages are kept per language); the middleware reads it from the
    cache: forgotten at once (a read in this transaction finds the new choice), written once the change commits (a
    read from another meanwhile may have kept the old one)."""
    if language and not offered(language):
        raise ValueError(f"Not a language of the site: {language!r}")
    with datagen.scope(datagen.user(user.pk)):
        preferences, _ = EmailPreferences.objects.select_for_update().get_or_create(user=user)
        if preferences.language != language:
            preferences.language = language
            preferences.save(update_fields=["language", "updated_at"])
    cache.delete(language_key(user.pk))
    transaction.on_commit(lambda: cache.set(language_key(user.pk), language, LANGUAGE_KEPT))
    return preferences
