"""The site in several languages: which language a page is in (the signed-in user's saved choice, the switcher's
cookie, the browser's Accept-Language), the switcher and its view, kept pages and kept lists per language, e-mails
in the recipient's language, gold pieces as each language writes them, and the languages offered (English, the
planned ones and any with a catalogue in locale/).

Translations are written later (makemessages, then each locale's django.po): the tests that need French words
bring a small French catalogue of their own (``french``)."""

from __future__ import annotations

import struct
from pathlib import Path

import pytest
from django.conf import settings
from django.core import mail
from django.core.cache import cache
from django.urls import reverse
from django.utils import translation

from config.settings import languages_in
from core import datagen
from league import services as league_services
from notifications import services as notifications_services
from notifications.models import EmailPreferences
from teams.templatetags.sevens import format_gp
from tests.factories import UserFactory

pytestmark = pytest.mark.django_db

SET_LANGUAGE = "/i18n/setlang/"


def html_lang(response) -> str:
    """The ``lang`` of the page's ``<html>``."""
    text = response.content.decode()
    start = text.index("<html lang=") + len('<html lang="')
    return text[start : text.index('"', start)]


def write_mo(path: Path, messages: dict[str, str]) -> None:
    """A GNU gettext catalogue (.mo) of ``messages``, written without msgfmt (the tests need no Debian package)."""
    catalogue = {"": "Content-Type: text/plain; charset=UTF-8\nPlural-Forms: nplurals=2; plural=(n > 1);\n"}
    catalogue |= messages
    ids = sorted(catalogue)
    originals = [key.encode() for key in ids]
    translations = [catalogue[key].encode() for key in ids]
    header = 7 * 4
    tables = header + 2 * 8 * len(ids)
    offsets, data = [], b""
    for text in originals + translations:
        offsets.append((len(text), tables + len(data)))
        data += text + b"\0"
    count = len(ids)
    table = b"".join(struct.pack("<2I", *pair) for pair in offsets)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(struct.pack("<7I", 0x950412DE, 0, count, header, header + 8 * count, 0, 0) + table + data)


FRENCH = {
    "Log in": "Connexion",
    "Hello %(username)s,": "Bonjour %(username)s,",
    "Confirm the result: %(home)s %(home_td)s–%(away_td)s %(away)s": "Confirmez le résultat : %(home)s "
    "%(home_td)s–%(away_td)s %(away)s",
    "Reset your Sevens League password": "Réinitialisez votre mot de passe Sevens League",
    "Confirm or dispute": "Confirmer ou contester",
}


@pytest.fixture
def french(settings, tmp_path):
    """A small French catalogue in LOCALE_PATHS (Django forgets the catalogues it loaded when the setting changes)."""
    write_mo(tmp_path / "locale" / "fr" / "LC_MESSAGES" / "django.mo", FRENCH)
    settings.LOCALE_PATHS = [tmp_path / "locale", *settings.LOCALE_PATHS]
    yield
    translation.activate(settings.LANGUAGE_CODE)


def csrf_token(client) -> str:
    client.get(reverse("login"))
    return client.cookies[settings.CSRF_COOKIE_NAME].value


def choose(client, language: str, next_url: str = "/"):
    token = csrf_token(client)
    return client.post(SET_LANGUAGE, {"language": language, "next": next_url, "csrfmiddlewaretoken": token})


def saved(user) -> str | None:
    return EmailPreferences.objects.filter(user=user).values_list("language", flat=True).first()


# --- which language a page is in


def test_english_by_default_and_the_browsers_language_when_offered(client):
    response = client.get(reverse("login"))
    assert html_lang(response) == "en"
    assert response["Content-Language"] == "en"
    response = client.get(reverse("login"), headers={"accept-language": "fr-CA,fr;q=0.9,en;q=0.5"})
    assert html_lang(response) == "fr"
    assert response["Content-Language"] == "fr"
    vary = {part.strip() for part in response["Vary"].split(",")}
    assert {"Accept-Language", "Cookie"} <= vary
    response = client.get(reverse("login"), headers={"accept-language": "de-DE,de;q=0.9"})  # not offered
    assert html_lang(response) == "en"


def test_the_switcher_is_in_the_header_and_the_footer_showing_the_pages_language(client):
    text = client.get(reverse("home"), headers={"accept-language": "it"}).content.decode()
    assert text.count(f'action="{SET_LANGUAGE}"') == 2
    assert 'data-language-switch="header"' in text
    assert 'data-language-switch="footer"' in text
    assert text.count('<option value="it" lang="it" selected>Italiano</option>') == 2
    for code, name in (("en", "English"), ("es", "Español"), ("fr", "Français")):
        assert f'<option value="{code}" lang="{code}">{name}</option>' in text


def test_signed_out_the_switcher_sets_the_cookie_which_wins_over_the_browser(client):
    response = choose(client, "es", "/leagues/")
    assert response.status_code == 302
    assert response["Location"] == "/leagues/"
    assert client.cookies[settings.LANGUAGE_COOKIE_NAME].value == "es"
    assert not EmailPreferences.objects.exists()
    assert html_lang(client.get("/leagues/", headers={"accept-language": "fr"})) == "es"


def test_signed_in_the_choice_is_saved_and_wins_over_the_browser_on_every_device(client, cast):
    client.force_login(cast.coach_a)
    choose(client, "fr")
    assert saved(cast.coach_a) == "fr"
    client.cookies.pop(settings.LANGUAGE_COOKIE_NAME)  # another device: no cookie, an English browser
    response = client.get(reverse("home"), headers={"accept-language": "en-GB,en;q=0.9"})
    assert html_lang(response) == "fr"
    assert response["Content-Language"] == "fr"
    settings_page = client.get(reverse("notifications:settings")).content.decode()
    assert '<option value="fr" selected>Français</option>' in settings_page  # the settings page's own form
    client.logout()  # signed out, the browser decides again
    assert html_lang(client.get(reverse("home"), headers={"accept-language": "en-GB,en;q=0.9"})) == "en"


def test_a_saved_language_no_longer_offered_is_ignored(client, cast, settings):
    EmailPreferences.objects.create(user=cast.coach_a, language="de")
    client.force_login(cast.coach_a)
    assert html_lang(client.get(reverse("home"), headers={"accept-language": "it"})) == "it"


@pytest.mark.parametrize("who", [None, "commissioner", "coach_a", "coach_b", "outsider"])
def test_the_preference_view_saves_only_the_acting_users_choice(csrf_client, cast, who):
    user = getattr(cast, who) if who else None
    if user is not None:
        csrf_client.force_login(user)
    assert csrf_client.post(SET_LANGUAGE, {"language": "it", "next": "/"}).status_code == 403  # no CSRF token
    response = choose(csrf_client, "it")
    assert response.status_code == 302
    assert csrf_client.cookies[settings.LANGUAGE_COOKIE_NAME].value == "it"
    expected = {user.pk: "it"} if user else {}
    assert dict(EmailPreferences.objects.values_list("user_id", "language")) == expected
    assert csrf_client.get(SET_LANGUAGE).status_code == 405


@pytest.mark.parametrize("code", ["xx", "de", "", "fr-ca; drop table", "e" * 600, "EN"])
def test_a_bad_language_code_is_refused_without_a_500(client, cast, code):
    client.force_login(cast.coach_a)
    response = choose(client, code)
    assert response.status_code == 400
    assert settings.LANGUAGE_COOKIE_NAME not in response.cookies
    assert saved(cast.coach_a) is None
    assert client.post(SET_LANGUAGE, {"next": "/"}).status_code == 400  # no language at all


def test_the_service_refuses_a_language_the_site_does_not_offer(cast):
    with pytest.raises(ValueError):
        notifications_services.preferences_set_language(user=cast.coach_a, language="klingon")
    notifications_services.preferences_set_language(user=cast.coach_a, language="es")
    notifications_services.preferences_set_language(user=cast.coach_a, language="")  # the browser's again
    assert saved(cast.coach_a) == ""


# --- kept pages and kept lists, per language


def test_a_french_and_an_english_viewer_of_the_same_kept_page_each_get_their_own(client, cast):
    page = reverse("league:index")
    for _ in range(3):  # the CSRF cookie, then kept, then served kept
        english = client.get(page)
    assert english["X-Page-Cache"] == "hit"
    assert html_lang(english) == "en"
    client.cookies[settings.LANGUAGE_COOKIE_NAME] = "fr"  # the same viewer (same cookies), now in French
    french = client.get(page)
    assert french.get("X-Page-Cache") is None
    assert html_lang(french) == "fr"
    french = client.get(page)
    assert french["X-Page-Cache"] == "hit"
    assert html_lang(french) == "fr"
    other = client.__class__()  # another viewer, French by his browser
    for _ in range(3):
        response = other.get(page, headers={"accept-language": "fr"})
    assert response["X-Page-Cache"] == "hit"
    assert html_lang(response) == "fr"
    client.cookies[settings.LANGUAGE_COOKIE_NAME] = "en"
    english = client.get(page)
    assert english["X-Page-Cache"] == "hit"
    assert html_lang(english) == "en"


@pytest.mark.django_db(transaction=True)  # a value read inside a transaction that wrote is not kept
def test_a_remembered_value_is_kept_per_language():
    made = []

    def compute():
        made.append(translation.get_language())
        return translation.get_language()

    for language in ("en", "fr", "en", "fr"):
        with translation.override(language):
            assert datagen.remember("test:worded", [datagen.league(1)], compute) == language
    assert made == ["en", "fr"]


def test_the_todo_list_is_kept_per_language(client, cast, season, french):
    fixture = season.fixtures.filter(away__isnull=False).select_related("home", "away").first()
    league_services.result_submit(fixture=fixture, actor=fixture.home.coach, home_td=1, away_td=0)
    client.force_login(fixture.away.coach)
    assert "Confirm or dispute" in client.get(reverse("home")).content.decode()
    choose(client, "fr")
    text = client.get(reverse("home")).content.decode()
    assert "Confirmer ou contester" in text
    assert "Confirm or dispute" not in text
    cache_keys = [f"notifications:todo:{fixture.away.coach_id}:{language}" for language in ("en", "fr")]
    assert all(cache.get(key) is not None for key in cache_keys)


# --- e-mails in the recipient's language


def test_an_email_is_written_in_the_recipients_language_not_the_senders(
    cast, season, french, django_capture_on_commit_callbacks
):
    for user in (cast.coach_a, cast.coach_b):
        user.email = f"{user.username}@example.org"
        user.save(update_fields=["email"])
    fixture = season.fixtures.filter(away__isnull=False).select_related("home", "away").first()
    reader = fixture.away.coach
    mail.outbox.clear()
    with translation.override("fr"), django_capture_on_commit_callbacks(execute=True):  # a French submitter
        league_services.result_submit(fixture=fixture, actor=fixture.home.coach, home_td=2, away_td=1)
    (message,) = mail.outbox
    assert message.subject.startswith("Confirm the result: ")  # the reader chose nothing: the site's language
    assert message.body.startswith(f"Hello {reader.username},")

    notifications_services.preferences_set_language(user=reader, language="fr")
    mail.outbox.clear()
    notifications_services.notify_result_submitted(fixture_id=fixture.pk)  # as the task does, in English
    (message,) = mail.outbox
    assert message.subject == f"Confirmez le résultat : {fixture.home.name} 2–1 {fixture.away.name}"
    assert message.body.startswith(f"Bonjour {reader.username},")
    assert translation.get_language() == settings.LANGUAGE_CODE  # nothing leaks out of the e-mail


def test_a_task_runs_in_the_sites_language_even_eagerly_inside_a_french_request():
    from config.celery import app

    @app.task(name="tests.test_i18n.language")
    def language() -> str:
        return translation.get_language()

    with translation.override("fr"):
        assert language.delay().get() == settings.LANGUAGE_CODE  # as a worker would
        assert translation.get_language() == "fr"  # and the request's language is back


def test_the_password_reset_email_is_in_the_users_language(cast, french):
    user = cast.outsider
    user.email = "outsider@example.org"
    user.save(update_fields=["email"])
    notifications_services.preferences_set_language(user=user, language="fr")
    mail.outbox.clear()
    assert notifications_services.send_password_reset(user_id=user.pk) == 1
    (message,) = mail.outbox
    assert message.subject == "Réinitialisez votre mot de passe Sevens League"
    assert message.body.startswith(f"Bonjour {user.username},")


# --- numbers and the languages offered


@pytest.mark.parametrize(
    ("language", "printed"),
    [("en", "600,000"), ("fr", "600\xa0000"), ("es", "600.000"), ("it", "600.000")],
)
def test_gold_pieces_are_grouped_as_each_language_writes_them(language, printed):
    with translation.override(language):
        assert format_gp(600_000) == printed
        assert format_gp("") == ""


def test_english_dates_keep_their_british_formats():
    from datetime import date

    from django.utils.formats import date_format

    with translation.override("en"):
        assert date_format(date(2026, 10, 25)) == "25 Oct 2026"
        assert date_format(date(2026, 10, 25), "SHORT_DATE_FORMAT") == "25/10/2026"


def test_the_languages_offered_are_english_the_planned_ones_and_any_with_a_catalogue(tmp_path):
    assert dict(settings.LANGUAGES)["en"] == "English"
    assert {"en", "fr", "es", "it"} <= set(dict(settings.LANGUAGES))
    (tmp_path / "de" / "LC_MESSAGES").mkdir(parents=True)
    (tmp_path / "de" / "LC_MESSAGES" / "django.po").write_text("")
    (tmp_path / "pt_BR" / "LC_MESSAGES").mkdir(parents=True)
    (tmp_path / "pt_BR" / "LC_MESSAGES" / "django.po").write_text("")
    (tmp_path / "nl" / "LC_MESSAGES").mkdir(parents=True)  # a folder with no catalogue yet
    (tmp_path / "zz" / "LC_MESSAGES").mkdir(parents=True)  # a code Django cannot name
    (tmp_path / "zz" / "LC_MESSAGES" / "django.po").write_text("")
    assert languages_in(tmp_path) == [
        ("de", "Deutsch"),
        ("en", "English"),
        ("es", "Español"),
        ("fr", "Français"),
        ("it", "Italiano"),
        ("pt-br", "Português Brasileiro"),
    ]
    assert languages_in(tmp_path / "missing", planned=()) == [("en", "English")]


def test_a_new_users_email_settings_page_offers_every_language(client):
    user = UserFactory(username="newcomer")
    client.force_login(user)
    text = client.get(reverse("notifications:settings"), headers={"accept-language": "es"}).content.decode()
    for code, name in settings.LANGUAGES:
        assert f'<option value="{code}"' in text
        assert name in text
