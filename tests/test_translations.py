"""The translations are whole: ``makemessages`` for each language leaves no message untranslated or fuzzy and every
catalogue compiles; and every page of the demo league and event, in each language, as each demo user and signed
out, shows no English left: a piece of text that reads the same as on the English page is a name from the
database, a skill or position name (kept in English: docs/languages.md), a number, or a message its translator
kept as it is on purpose (its ``msgstr`` equal to its ``msgid``, such as "Touchdown" or "NAF")."""

from __future__ import annotations

import re
import shutil
import subprocess
from collections import deque
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import urldefrag, urlsplit

import pytest
from django.conf import settings
from django.core.management import call_command
from django.test import Client, override_settings

LANGUAGES = ("fr", "es", "it")
LOCALE = Path(settings.BASE_DIR) / "locale"
MAX_PAGES = 120  # per user
SKIP_PARTS = ("/logout", "/admin", "/accounts/password_reset", "/static/", "/api/", "/i18n/")
SKIP_ENDINGS = (".pdf", ".ics", ".csv", ".json", ".xml")

needs_gettext = pytest.mark.skipif(shutil.which("msgfmt") is None, reason="GNU gettext (msgfmt) is not installed")


def _statistics(po: Path) -> str:
    """msgfmt's count of translated, fuzzy and untranslated messages; fails when the catalogue does not compile."""
    done = subprocess.run(
        ["msgfmt", "--check", "--statistics", "-o", "/dev/null", str(po)], capture_output=True, text=True
    )
    assert done.returncode == 0, done.stderr
    return done.stderr.strip()


@needs_gettext
def test_french_spanish_and_italian_are_there():
    assert set(LANGUAGES) <= {code for code, _name in settings.LANGUAGES}
    for code in LANGUAGES:
        assert (LOCALE / code / "LC_MESSAGES" / "django.po").exists(), code


@needs_gettext
@pytest.mark.parametrize("code", LANGUAGES)
def test_makemessages_leaves_nothing_untranslated_or_fuzzy(code, tmp_path):
    """The project's catalogue, brought up to date with the source by ``makemessages`` (in a copy, so the test
    changes nothing), has every message translated, none fuzzy, and compiles."""
    # makemessages writes a source file's messages to the first locale path whose parent folder holds the file, and
    # puts any "locale" folder it walks into first: so the copy sits in the project's folder (a hidden one, which
    # it does not read) and the project's own locale/ is ignored
    copy = Path(settings.BASE_DIR) / f".makemessages-{code}-{tmp_path.name}"
    try:
        shutil.copytree(LOCALE / code, copy / code)
        with override_settings(LOCALE_PATHS=[copy]):
            call_command("makemessages", locale=[code], no_obsolete=True, ignore_patterns=["locale"], verbosity=0)
        statistics = _statistics(copy / code / "LC_MESSAGES" / "django.po")
    finally:
        shutil.rmtree(copy, ignore_errors=True)
    assert "fuzzy" not in statistics, statistics
    assert "untranslated" not in statistics, statistics


# --- no English left on a page -----------------------------------------------------------------------------------


class _Text(HTMLParser):
    """The pieces of text a reader sees: text between tags (not scripts or styles) and the words of the attributes
    a reader meets (title, placeholder, aria-label, alt, a button's value)."""

    SHOWN = ("title", "placeholder", "aria-label", "alt")

    def __init__(self) -> None:
        super().__init__()
        self.pieces: list[str] = []
        self._hidden = 0

    def handle_starttag(self, tag, attrs):
        if tag in ("script", "style", "template"):
            self._hidden += 1
        for name, value in attrs:
            if value and name in self.SHOWN:
                self.pieces.append(value.strip())

    def handle_endtag(self, tag):
        if tag in ("script", "style", "template") and self._hidden:
            self._hidden -= 1

    def handle_data(self, data):
        text = " ".join(data.split())
        if text and not self._hidden:
            self.pieces.append(text)


def pieces(html: str) -> list[str]:
    parser = _Text()
    parser.feed(html)
    return parser.pieces


def _links(html: str) -> list[str]:
    return re.findall(r'<a [^>]*href="([^"#]+)', html)


def _crawl(client: Client, starts: list[str]) -> list[str]:
    """The pages the user reaches by links from the start pages (in English), breadth first."""
    queue, seen, pages = deque(starts), set(starts), []
    while queue and len(pages) < MAX_PAGES:
        url = queue.popleft()
        response = client.get(url, HTTP_ACCEPT_LANGUAGE="en")
        if response.status_code != 200 or "html" not in response.get("Content-Type", ""):
            continue
        pages.append(url)
        for href in _links(response.content.decode()):
            href = urldefrag(href.replace("&amp;", "&")).url
            parts = urlsplit(href)
            if parts.netloc or not href.startswith("/"):
                continue
            if any(part in parts.path for part in SKIP_PARTS) or parts.path.endswith(SKIP_ENDINGS):
                continue
            if href not in seen:
                seen.add(href)
                queue.append(href)
    return pages


def _kept_as_is(code: str) -> set[str]:
    """The messages the language's translator kept the same as the English, on purpose."""
    from django.utils.translation import trans_real

    catalog = trans_real.translation(code)._catalog
    kept = set()
    for key, value in catalog.items():
        msgid = key[0] if isinstance(key, tuple) else key  # a plural's key is (msgid, form)
        msgid = msgid.split("\x04")[-1]  # a message with a context is keyed "context\x04msgid"
        if isinstance(msgid, str) and msgid and value == msgid:
            kept.add(msgid)
    return kept


PLACEHOLDER = re.compile(r"%\(\w+\)[sd]")


def _as_patterns(kept: set[str]) -> list[re.Pattern]:
    """A kept message with placeholders reads as itself around any values ("%(team)s: touchdowns", a form's label
    suffix after it). Only a message with a word of its own counts: "%(a)s %(b)s" or "%(kind)s: %(value)s" would
    match any piece."""
    patterns = []
    for msgid in kept:
        parts = PLACEHOLDER.split(msgid)
        if len(parts) > 1 and any(WORD.search(part) for part in parts):
            patterns.append(re.compile("^" + "(.+)".join(re.escape(part) for part in parts) + r"(?:\s*:)?$"))
    return patterns


def _names() -> list[str]:
    """What the pages show from the database and from the kept-English rule names: these read the same anywhere."""
    from django.contrib.auth import get_user_model

    from events.models import Event, EventCoach
    from league.models import League, Season
    from rules.nafexport import NAF_RACES
    from rules.rosters import edition
    from rules.rulesets import RULESETS_BY_EDITION
    from teams.models import Player, Team

    names = set(get_user_model().objects.values_list("username", flat=True))
    names |= set(Team.objects.values_list("name", flat=True))
    names |= set(Player.objects.values_list("name", flat=True))
    names |= set(League.objects.values_list("name", flat=True))
    names |= set(Season.objects.values_list("name", flat=True))
    names |= set(Event.objects.values_list("name", flat=True))
    names |= set(Event.objects.values_list("venue", flat=True))
    names |= set(EventCoach.objects.values_list("name", flat=True))
    names |= set(EventCoach.objects.values_list("team_name", flat=True))
    # the site's name, each language's own name in the switcher, the rulesets' names (Blood Bowl Sevens, Dungeon
    # Sevens, Street Bowl: names of games) and the NAF's race names on the NAF upload page (the NAF's own words)
    names |= {"Sevens League", *(name for _code, name in settings.LANGUAGES)}
    names |= {get().name for by_key in RULESETS_BY_EDITION.values() for get in by_key.values()}
    names |= set(NAF_RACES.values())
    for key in ("2020", "2025"):
        for race in edition(key).races:
            names |= {position.name for position in race.positions}
            names |= {skill for position in race.positions for skill in position.skills}  # "Animosity (all team-mates)"
        names |= {skill.name for skill in edition(key).skills}
    for roster in EventCoach.objects.exclude(roster=None).values_list("roster", flat=True):
        names |= {str(player.get("position", "")) for player in (roster or {}).get("players", [])}
    return sorted((n for n in names if n), key=len, reverse=True)


WORD = re.compile(r"[A-Za-z]{3,}")
# an address, a header name, a file format: "webhook-id", "/api/v1/", "sevens-roster/1"
CODE = re.compile(r"^[\w./:…-]+$")


def english_left(english: list[str], translated: list[str], kept: set[str], names: list[str]) -> list[str]:
    """The pieces of the translated page that read as on the English page and still hold an English word once
    the names, the messages kept on purpose, and the numbers are taken out."""
    same = set(english)
    patterns = _as_patterns(kept)
    readable = sorted({*names, *(word for word in kept if len(word) > 2)}, key=len, reverse=True)
    left = []
    for piece in translated:
        if piece not in same or piece in kept or (CODE.match(piece) and not piece.isalpha()):
            continue
        if any(pattern.match(piece) for pattern in patterns):
            continue
        rest = piece
        for word in readable:  # "Halfling Master Chef" (kept) before "Halfling" (a name)
            if word.lower() in rest.lower():  # a kept label may be shown lowercased
                rest = re.sub(re.escape(word), " ", rest, flags=re.IGNORECASE)
        if WORD.search(rest):
            left.append(piece)
    return left


@pytest.fixture
def demo(db):
    from events.demo import load_demo_event
    from league.demo import load_demo

    load_demo()
    return load_demo_event()


@needs_gettext
@pytest.mark.django_db
def test_no_english_is_left_on_any_page_of_the_demo(demo):
    from league.models import League

    league = League.objects.get()
    starts = ["/", league.get_absolute_url(), demo.get_absolute_url()]
    names = _names()
    report: list[str] = []
    for username in (None, "commish", "coach", "rival"):
        client = Client()
        if username:
            from django.contrib.auth import get_user_model

            client.force_login(get_user_model().objects.get(username=username))
        pages = _crawl(client, starts)
        assert len(pages) >= 10, pages
        english = {url: pieces(client.get(url, HTTP_ACCEPT_LANGUAGE="en").content.decode()) for url in pages}
        for code in LANGUAGES:
            kept = _kept_as_is(code)
            for url in pages:
                response = client.get(url, HTTP_ACCEPT_LANGUAGE=code)
                assert f'lang="{code}' in response.content.decode()[:400], (url, code)
                for piece in english_left(english[url], pieces(response.content.decode()), kept, names):
                    report.append(f"{code} {username or 'signed out'} {url}: {piece!r}")
    if report:
        unique = sorted(set(report))
        pytest.fail(f"{len(unique)} English pieces left:\n" + "\n".join(unique), pytrace=False)


def test_the_check_finds_english_left():
    """The check itself: an English piece left on a French page is found, a name or a kept message is not."""
    english = ["Standings", "Orc Raiders", "Touchdown", "3 Blitzers"]
    french = ["Classement", "Orc Raiders", "Touchdown", "Next game"]
    assert english_left([*english, "Next game"], french, {"Touchdown"}, ["Orc Raiders"]) == ["Next game"]
    kept = {"%(team)s: touchdowns:"}  # a message its translator kept, with a value in it
    assert english_left(
        ["Orcs: touchdowns:", "Orcs: casualties:"], ["Orcs: touchdowns:", "Orcs: casualties:"], kept, []
    ) == ["Orcs: casualties:"]
    loose = {"%(a)s %(b)s", "%(kind)s: %(value)s"}  # kept messages with no word of their own hide nothing
    assert english_left(["Next game: Saturday"], ["Next game: Saturday"], loose, []) == ["Next game: Saturday"]
    assert english_left(["Orcs: Next game"], ["Orcs: Next game"], {"%(team)s: %(what)s"} | kept, ["Orcs"]) == [
        "Orcs: Next game"
    ]
    assert english_left(["#1 interceptions"], ["#1 interceptions"], {"Interceptions"}, []) == []  # lowercased


# --- the PDFs --------------------------------------------------------------------------------------------------


PDF_WORDS = ("Skills", "Position", "Name")  # headings the team sheet, the match sheet and the rosters book print


@needs_gettext
@pytest.mark.django_db
@pytest.mark.parametrize("code", LANGUAGES)
def test_the_pdfs_are_printed_in_the_readers_language(demo, code, client):
    """The team sheet, the match sheet and the event's rosters book, asked for in a language, print its words (and
    none of those headings in English): WeasyPrint renders the same templates in the request's language."""
    pytest.importorskip("weasyprint")
    from django.urls import reverse
    from django.utils import translation

    from league.models import Fixture
    from teams.models import Team
    from tests.pdf import pdf_text

    team = Team.objects.filter(league__isnull=False).order_by("pk").first()
    fixture = Fixture.objects.exclude(away=None).order_by("pk").first()
    client.force_login(team.coach)
    with translation.override(code):
        expected = [translation.gettext(word) for word in PDF_WORDS]
    assert all(word != english for word, english in zip(expected, PDF_WORDS, strict=True)), expected
    for url in (
        reverse("teams:sheet_pdf", args=[team.pk]),
        reverse("matches:match_sheet", args=[fixture.pk]),
        reverse("events:rosters_pdf", args=[demo.slug]),
    ):
        response = client.get(url, HTTP_ACCEPT_LANGUAGE=code)
        assert response.status_code == 200, url
        text = pdf_text(response.content).casefold()  # headings may be printed in capitals
        found = [word for word in expected if word.casefold() in text]
        assert found, (url, code, expected, text[:300])
        assert not [word for word in PDF_WORDS if f" {word.casefold()} " in f" {' '.join(text.split())} "], (url, code)
