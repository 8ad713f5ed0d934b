"""Fixtures: the season's list, generating a round robin, adding, moving, cancelling and deleting a fixture, and
the fixture page (which the apps after league extend through ``league.hooks.register_fixture_page``)."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.utils.formats import date_format
from django.utils.http import urlencode
from django.utils.translation import gettext as _
from django.utils.translation import ngettext, pgettext
from django.views.decorators.http import require_POST

from core import datagen
from rules.errors import DomainError
from rules.textinput import SMALL_COUNT_MAX, whole_number

from .. import selectors, services
from ..forms import DisputeForm, FixtureAddForm, FixtureMoveForm, GenerateFixturesForm, ResultForm
from ..hooks import fixture_page_context, result_prefill
from ..models import Fixture, League, Season
from ..permissions import can_confirm_result, is_commissioner, one_coach_has_both_teams, plays_in
from .access import fixture_for_commissioner, fixture_in, league_for_commissioner, readable_league, season_for_page
from .common import (
    NOT_CONFIRMED,
    calendar_url,
    confirmed,
    decorate,
    done,
    fixture_url,
    fixtures_url,
    league_og,
    og_tags,
)

OPEN = (Fixture.Status.SCHEDULED, Fixture.Status.SUBMITTED)


def _round_asked(request: HttpRequest, numbers: list[int], current: int | None) -> int | str | None:
    """``?round=<number>`` or ``all``; by default the first round with a game still open, else the last."""
    wanted = request.GET.get("round", "")
    if wanted == "all" or not numbers:
        return "all" if wanted == "all" else current
    found = whole_number(wanted, high=SMALL_COUNT_MAX) if wanted else None
    return found if found in numbers else current


FIXTURES_PER_PAGE = 240  # games on one page of "All rounds": a 128-team league's 1,920 come in pages of whole rounds


def fixture_pages(numbers: list[int], sizes: dict[int, int], most: int) -> list[list[int]]:
    """"All rounds" cut into pages of whole rounds, each of at most ``most`` games (a round larger than that is a
    page of its own), so no page holds thousands of rows."""
    pages: list[list[int]] = []
    count = 0
    for number in numbers:
        if not pages or count + sizes.get(number, 0) > most:
            pages.append([])
            count = 0
        pages[-1].append(number)
        count += sizes.get(number, 0)
    return pages


def _fixtures_context(request: HttpRequest, league: League, season: Season | None) -> dict:
    """One division at a time when the league has divisions (``?division=<id>``, or ``all``), and one round at a
    time (``?round=<number>``, or ``all``): a season of 16 teams has 30 rounds of 8 games."""
    commissioner = is_commissioner(request.user, league)
    divisions = list(league.divisions.all())
    wanted = request.GET.get("division", "")
    division = next((d for d in divisions if str(d.pk) == wanted), None)
    if divisions and division is None and wanted != "all":
        division = divisions[0]
    rounds, round_numbers, shown_round, pages, page = [], [], None, [], 1
    if season:
        # What every viewer sees of the fixtures, kept until the league is written to (core.datagen.remember);
        # who may act on each game is worked out per viewer below (decorate).
        scope, shown = [datagen.league(league.pk)], f"{season.pk}:{division.pk if division else 'all'}"
        round_numbers, current, sizes = datagen.remember(
            f"league:fixture-rounds:{shown}",
            scope,
            lambda: selectors.fixture_rounds(season=season, division=division, all_divisions=division is None),
        )
        shown_round = _round_asked(request, round_numbers, current)
        pages = fixture_pages(round_numbers, sizes, FIXTURES_PER_PAGE) if shown_round == "all" else []
        page = min(whole_number(request.GET.get("page", ""), high=len(pages) or 1) or 1, len(pages) or 1)
        asked = None if shown_round == "all" else shown_round
        chosen = pages[page - 1] if pages else None
        rounds = datagen.remember(
            f"league:fixtures:{shown}:{asked}:{chosen[0] if chosen else ''}-{chosen[-1] if chosen else ''}",
            scope,
            lambda: selectors.fixtures_by_round(
                season=season, division=division, all_divisions=division is None, round=asked, rounds=chosen
            ),
        )
    for _round, games in rounds:
        decorate(games, user=request.user, league=league, commissioner=commissioner)
    return {
        "league": league,
        "season": season,
        "rounds": rounds,
        "divisions": divisions,
        "division": division,
        "commissioner": commissioner,
        "round_numbers": round_numbers,
        "fixtures_query": urlencode(
            {
                **({"season": season.number} if season else {}),
                **({"division": division.pk if division else "all"} if divisions else {}),
            }
        ),
        "shown_round": shown_round,
        "pages": [(n, numbers[0], numbers[-1]) for n, numbers in enumerate(pages, start=1)] if len(pages) > 1 else [],
        "page": page,
        "divisions_shown": any(f.division_id for _round, games in rounds for f in games),
        "running": season is not None and season.status == Season.Status.RUNNING,
        "calendar_url": calendar_url(league),
    }


@readable_league
def league_fixtures(request: HttpRequest, league: League) -> HttpResponse:
    """The season's fixtures by round; the list refreshes itself when a result is entered or confirmed."""
    context = _fixtures_context(request, league, season_for_page(request, league))
    if request.htmx:
        return render(request, "league/fixtures.html#fixtures", context)
    context |= league_og(request, league, context["season"], page=_("Fixtures"))
    return render(request, "league/fixtures.html", context)


def _running_season_or_start(request: HttpRequest, league: League) -> Season | None:
    season = selectors.running_season(league=league)
    if season is None:
        messages.error(request, _("Start a season first."))
    return season


@login_required
def fixtures_generate(request: HttpRequest, slug: str) -> HttpResponse:
    """A single or double round robin for the running season."""
    league = league_for_commissioner(request, slug)
    season = _running_season_or_start(request, league)
    if season is None:
        return redirect("league:season_start", slug=league.slug)
    form = GenerateFixturesForm(request.POST or None, league=league)
    context = {"league": league, "season": season, "form": form, "teams": season.entries.count()}
    if request.method != "POST":
        return render(request, "league/generate.html", context)
    if form.is_valid():
        data = form.cleaned_data
        try:
            fixtures = services.season_generate_fixtures(
                season=season,
                double=data["double"],
                division=data.get("division"),
                first_date=data.get("first_date"),
                days_between=data["days_between"],
            )
        except DomainError as exc:
            exc.add_to(form)
        else:
            count = len(fixtures)
            messages.success(
                request,
                ngettext("%(count)s fixture generated.", "%(count)s fixtures generated.", count) % {"count": count},
            )
            return redirect(fixtures_url(league))
    return render(request, "league/generate.html", context, status=422)


@login_required
def fixture_add(request: HttpRequest, slug: str) -> HttpResponse:
    league = league_for_commissioner(request, slug)
    season = _running_season_or_start(request, league)
    if season is None:
        return redirect("league:season_start", slug=league.slug)
    form = FixtureAddForm(request.POST or None, teams=selectors.season_teams(season=season))
    context = {"league": league, "season": season, "form": form}
    if request.method != "POST":
        return render(request, "league/fixture_add.html", context)
    if form.is_valid():
        data = form.cleaned_data
        try:
            fixture = services.fixture_add(
                season=season, home=data["home"], away=data.get("away"), round=data["round"], date=data.get("date")
            )
        except DomainError as exc:
            exc.add_to(form)
        else:
            messages.success(request, _("Fixture added to round %(round)s.") % {"round": fixture.round})
            return redirect(fixtures_url(league))
    return render(request, "league/fixture_add.html", context, status=422)


def fixture_context(request: HttpRequest, league: League, fixture: Fixture, **forms) -> dict:
    """The fixture page's own context: who may enter, confirm, dispute, correct or move its result, and the
    disputes on record. An empty result form is pre-filled from the submitted player reports (the hook)."""
    commissioner = is_commissioner(request.user, league)
    decorate([fixture], user=request.user, league=league, commissioner=commissioner)
    fixed = fixture.season.status == Season.Status.FINISHED
    may_enter = (
        not fixed
        and not fixture.is_bye
        and fixture.status in OPEN
        and (plays_in(request.user, fixture) or commissioner)
    )
    may_confirm = not fixed and can_confirm_result(request.user, fixture, commissioner=commissioner)
    context = {
        "league": league,
        "fixture": fixture,
        "commissioner": commissioner,
        "may_enter": may_enter,
        "may_confirm": may_confirm,
        "season_fixed": fixed,
        "records": selectors.fixture_records(fixture=fixture),
        "one_coach": one_coach_has_both_teams(fixture),
    }
    # a refused form is shown again with its errors, even when the fixture no longer takes it
    if may_enter:
        if fixture.has_result:
            initial = ResultForm.initial_for(fixture)
        else:
            initial = result_prefill(fixture=fixture)
            context["prefilled"] = initial is not None
        context["result_form"] = ResultForm(initial=initial, fixture=fixture)
    if may_confirm:
        context["dispute_form"] = DisputeForm()
    if commissioner and not fixed and fixture.status == Fixture.Status.CONFIRMED:
        context["correct_form"] = ResultForm(initial=ResultForm.initial_for(fixture), fixture=fixture, prefix="correct")
    if commissioner and not fixed and fixture.status == Fixture.Status.SCHEDULED:
        context["move_form"] = FixtureMoveForm(initial={"round": fixture.round, "date": fixture.date})
    context.update(forms)
    return context


@readable_league
def fixture_detail(request: HttpRequest, league: League, pk: int) -> HttpResponse:
    """The fixture page; the apps after league add their parts (match day, post-game) through the hook."""
    fixture = fixture_in(league, pk)
    context = fixture_context(request, league, fixture)
    context |= fixture_page_context(request=request, fixture=fixture, context=context)
    title = f"{game_title(fixture)} · {league.name}"
    context |= og_tags(request, title=title, description=fixture_summary(fixture))
    return render(request, "league/fixture.html", context)


def game_title(fixture: Fixture) -> str:
    """The two teams of a game ("Home v Away", or "Home v bye")."""
    if fixture.away is None:
        return _("%(home)s v bye") % {"home": fixture.home.name}
    return _("%(home)s v %(away)s") % {"home": fixture.home.name, "away": fixture.away.name}


def fixture_summary(fixture: Fixture) -> str:
    """One line about a fixture for a pasted link: its round, season and score (or date)."""
    where = {"season": fixture.season.name, "round": fixture.round}
    if fixture.status == Fixture.Status.CONFIRMED and not fixture.is_bye:
        return _("%(season)s, round %(round)s: %(home)s %(home_td)s – %(away_td)s %(away)s.") % {
            **where,
            "home": fixture.home.name,
            "home_td": fixture.home_td,
            "away_td": fixture.away_td,
            "away": fixture.away.name,
        }
    if fixture.status == Fixture.Status.CANCELLED:
        return _("%(season)s, round %(round)s: cancelled.") % where
    if fixture.status == Fixture.Status.SUBMITTED:
        return _("%(season)s, round %(round)s: a result waits for confirmation.") % where
    if fixture.date is None:
        return _("%(season)s, round %(round)s: no date yet.") % where
    day = date_format(fixture.date, pgettext("date format: a day with its weekday", "l j F Y"))
    return _("%(season)s, round %(round)s: %(day)s.") % {**where, "day": day}


@login_required
@require_POST
def fixture_move(request: HttpRequest, slug: str, pk: int) -> HttpResponse:
    league, fixture = fixture_for_commissioner(request, slug, pk)
    form = FixtureMoveForm(request.POST)
    if form.is_valid():
        try:
            services.fixture_move(fixture=fixture, round=form.cleaned_data["round"], date=form.cleaned_data["date"])
        except DomainError as exc:
            exc.add_to(form)
        else:
            messages.success(request, _("Fixture moved."))
            return redirect(fixture_url(league, fixture))
    context = fixture_context(request, league, fixture, move_form=form)
    return render(request, "league/fixture.html", context, status=422)


@login_required
@require_POST
def fixture_cancel(request: HttpRequest, slug: str, pk: int) -> HttpResponse:
    league, fixture = fixture_for_commissioner(request, slug, pk)
    if not confirmed(request):
        messages.error(request, NOT_CONFIRMED)
        return done(request, fixture_url(league, fixture))
    try:
        services.fixture_cancel(fixture=fixture)
    except DomainError as exc:
        messages.error(request, exc.message)
    else:
        messages.success(request, _("Fixture cancelled."))
    return done(request, fixture_url(league, fixture))


@login_required
@require_POST
def fixture_delete(request: HttpRequest, slug: str, pk: int) -> HttpResponse:
    league, fixture = fixture_for_commissioner(request, slug, pk)
    if not confirmed(request):
        messages.error(request, NOT_CONFIRMED)
        return done(request, fixture_url(league, fixture))
    try:
        services.fixture_delete(fixture=fixture)
    except DomainError as exc:
        messages.error(request, exc.message)
        return done(request, fixture_url(league, fixture))
    messages.success(request, _("Fixture deleted."))
    return done(request, fixtures_url(league))
