"""League pages: creating and joining, entries, seasons and fixtures, results, standings and the calendar feed."""

from __future__ import annotations

import secrets
from datetime import timedelta

from django.contrib import messages
from django.contrib.auth import get_user_model
from django.contrib.auth.decorators import login_required
from django.core.exceptions import PermissionDenied
from django.db.models import Count, Q
from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.urls import reverse
from django.utils import timezone
from django.views.decorators.http import require_POST, require_safe
from django_htmx.http import HttpResponseClientRedirect

from rules.scoring import TIEBREAKERS
from teams.models import Team

from . import selectors, services
from .forms import (
    CommissionerForm,
    DivisionForm,
    FixtureAddForm,
    FixtureMoveForm,
    GenerateFixturesForm,
    LeagueForm,
    ResultForm,
    SeasonNextForm,
    SeasonStartForm,
)
from .models import Fixture, League, Season
from .permissions import is_commissioner, is_member
from .services import LeagueError

OPEN = (Fixture.Status.SCHEDULED, Fixture.Status.SUBMITTED)


# --- fetching, one helper per kind of access ----------------------------------------------------


def _league(slug: str) -> League:
    """Any league, for reading by a signed-in user; 404 if it does not exist."""
    return get_object_or_404(League, slug=slug)


def _league_for_commissioner(request: HttpRequest, slug: str) -> League:
    """The league, if the user is one of its commissioners (403 otherwise, 404 if it does not exist)."""
    league = _league(slug)
    if not is_commissioner(request.user, league):
        raise PermissionDenied
    return league


def _fixture_in(league: League, pk: int) -> Fixture:
    """A fixture of this league (a fixture of another league is 404), with its teams and coaches."""
    fixture = get_object_or_404(
        Fixture.objects.select_related("season", "home__coach", "away__coach", "division", "conceded_by"),
        pk=pk,
        season__league=league,
    )
    fixture.season.league = league
    return fixture


def _fixture_for_result(request: HttpRequest, slug: str, pk: int) -> tuple[League, Fixture, bool]:
    """A fixture the user may enter or confirm a result for: one of its coaches, or a commissioner."""
    league = _league(slug)
    fixture = _fixture_in(league, pk)
    commissioner = is_commissioner(request.user, league)
    if not commissioner and not _plays_in(request.user, fixture):
        raise PermissionDenied
    return league, fixture, commissioner


def _fixture_for_commissioner(request: HttpRequest, slug: str, pk: int) -> tuple[League, Fixture]:
    league = _league_for_commissioner(request, slug)
    return league, _fixture_in(league, pk)


def _running_season(league: League) -> Season | None:
    return league.seasons.filter(status=Season.Status.RUNNING).first()


def _season_for_page(request: HttpRequest, league: League) -> Season | None:
    """The season asked for with ``?season=<number>``, else the running (or latest) one."""
    number = request.GET.get("season", "")
    if number.isdigit():
        return get_object_or_404(league.seasons.all(), number=int(number))
    return selectors.current_season(league=league)


# --- small shared pieces ------------------------------------------------------------------------


def _plays_in(user, fixture: Fixture) -> bool:
    return user.is_authenticated and user.pk in {fixture.home.coach_id, getattr(fixture.away, "coach_id", None)}


def _may_confirm(user, fixture: Fixture, commissioner: bool) -> bool:
    """The other coach (not the one who entered it) or a commissioner confirms a submitted result."""
    if fixture.status != Fixture.Status.SUBMITTED:
        return False
    return commissioner or (_plays_in(user, fixture) and fixture.submitted_by_id != user.pk)


def _decorate(fixtures, *, user, league: League, commissioner: bool) -> None:
    """Per-row URLs and who may act, worked out in Python so templates make no queries."""
    for f in fixtures:
        f.url = reverse("league:fixture", kwargs={"slug": league.slug, "pk": f.pk})
        f.confirm_url = reverse("league:result_confirm", kwargs={"slug": league.slug, "pk": f.pk})
        plays = _plays_in(user, f)
        f.can_enter = not f.is_bye and f.status == Fixture.Status.SCHEDULED and (plays or commissioner)
        f.can_confirm = _may_confirm(user, f, commissioner)
        f.awaiting_me = f.status == Fixture.Status.SUBMITTED and plays and f.submitted_by_id == user.pk


def _table_rows(tables) -> list[dict]:
    return [{"division": table.division, "rows": [(row, table.team(row)) for row in table.rows]} for table in tables]


def _standings(season: Season | None) -> list[dict]:
    return _table_rows(selectors.standings_tables(season=season)) if season is not None else []


def _show_bonus(league: League) -> bool:
    return league.bonus_points or "bonus_points" in league.tiebreakers


def _tiebreaker_labels(league: League) -> list[str]:
    return [TIEBREAKERS.get(key, key) for key in league.tiebreakers]


def _field_for(form, exc: LeagueError) -> str | None:
    """The form field a refusal belongs beside (None: above the form)."""
    if exc.field in form.fields:
        return exc.field
    if exc.field == "tiebreakers" and "tiebreaker_1" in form.fields:
        return "tiebreaker_1"
    return None


def _done(request: HttpRequest, url: str) -> HttpResponse:
    """Redirect after a write; an htmx request reloads the page it came from."""
    if request.htmx:
        return HttpResponseClientRedirect(url)
    return redirect(url)


def _fixtures_url(league: League) -> str:
    return reverse("league:fixtures", kwargs={"slug": league.slug})


# --- leagues ------------------------------------------------------------------------------------


@login_required
def league_index(request: HttpRequest) -> HttpResponse:
    leagues = selectors.leagues_for_user(user=request.user)
    return render(request, "league/index.html", {"leagues": leagues})


@login_required
def league_create(request: HttpRequest) -> HttpResponse:
    """Any signed-in user creates a league and becomes its commissioner."""
    form = LeagueForm(request.POST or None)
    if request.method == "POST":
        if form.is_valid():
            try:
                league = services.league_create(user=request.user, name=form.cleaned_data["name"], **form.settings())
            except LeagueError as exc:
                form.add_error(_field_for(form, exc), exc.message)
            else:
                messages.success(request, f"{league.name} is ready. Share the invite link with your coaches.")
                return redirect(league)
        return render(request, "league/create.html", {"form": form}, status=422)
    return render(request, "league/create.html", {"form": form})


@login_required
def league_detail(request: HttpRequest, slug: str) -> HttpResponse:
    """The league home: next fixtures, latest results and standings; the commissioner's controls."""
    league = _league(slug)
    commissioner = is_commissioner(request.user, league)
    season = selectors.current_season(league=league)
    overview = {"tables": [], "upcoming": [], "latest": [], "has_fixtures": False}
    if season is not None:
        overview = selectors.season_overview(season=season)
    upcoming, latest, has_fixtures = overview["upcoming"], overview["latest"], overview["has_fixtures"]
    _decorate([*upcoming, *latest], user=request.user, league=league, commissioner=commissioner)
    context = {
        "league": league,
        "season": season,
        "commissioner": commissioner,
        "upcoming": upcoming,
        "latest": latest,
        "has_fixtures": has_fixtures,
    }
    if request.htmx:
        return render(request, "league/detail.html#summary", context)
    teams = list(league.teams.select_related("coach"))
    rules = league.rules()
    my_teams = [t for t in teams if t.coach_id == request.user.pk]
    context |= {
        "member": commissioner or bool(my_teams) or is_member(request.user, league),
        "my_teams": my_teams,
        "pending": sum(t.entry == Team.Entry.PENDING for t in teams),
        "approved": sum(t.entry == Team.Entry.APPROVED for t in teams),
        "tables": _table_rows(overview["tables"]),
        "show_bonus": _show_bonus(league),
        "rules": rules,
        "banned": sorted(rules.banned_skills),
        "tiebreakers": _tiebreaker_labels(league),
        "next_form": SeasonNextForm(),
    }
    if commissioner:
        context["invite_url"] = request.build_absolute_uri(
            reverse("league:join", kwargs={"slug": league.slug, "code": league.invite_code})
        )
    return render(request, "league/detail.html", context)


def _settings_context(league: League, **forms) -> dict:
    return {
        "league": league,
        "form": forms.get("form") or LeagueForm(initial=LeagueForm.initial_for(league)),
        "commissioner_form": forms.get("commissioner_form") or CommissionerForm(),
        "division_form": forms.get("division_form") or DivisionForm(),
        "commissioners": league.commissioners.order_by("username"),
        "divisions": league.divisions.all(),
    }


@login_required
def league_settings(request: HttpRequest, slug: str) -> HttpResponse:
    """The commissioners change the ruleset adjustments, scoring and tiebreakers."""
    league = _league_for_commissioner(request, slug)
    if request.method != "POST":
        return render(request, "league/settings.html", _settings_context(league))
    form = LeagueForm(request.POST)
    if form.is_valid():
        try:
            services.league_update(league=league, name=form.cleaned_data["name"], **form.settings())
        except LeagueError as exc:
            form.add_error(_field_for(form, exc), exc.message)
        else:
            messages.success(request, "League settings saved.")
            return redirect(league)
    return render(request, "league/settings.html", _settings_context(league, form=form), status=422)


@login_required
@require_POST
def league_add_commissioner(request: HttpRequest, slug: str) -> HttpResponse:
    league = _league_for_commissioner(request, slug)
    form = CommissionerForm(request.POST)
    if form.is_valid():
        user = get_user_model().objects.filter(username=form.cleaned_data["username"]).first()
        if user is None:
            form.add_error("username", "There is no user with that name.")
        else:
            services.league_add_commissioner(league=league, user=user)
            messages.success(request, f"{user.username} is now a commissioner of {league.name}.")
            return redirect("league:settings", slug=league.slug)
    return render(request, "league/settings.html", _settings_context(league, commissioner_form=form), status=422)


@login_required
@require_POST
def league_add_division(request: HttpRequest, slug: str) -> HttpResponse:
    league = _league_for_commissioner(request, slug)
    form = DivisionForm(request.POST)
    if form.is_valid():
        try:
            division = services.league_add_division(league=league, name=form.cleaned_data["name"])
        except LeagueError as exc:
            form.add_error(_field_for(form, exc), exc.message)
        else:
            messages.success(request, f"Division {division.name} added.")
            return redirect("league:settings", slug=league.slug)
    return render(request, "league/settings.html", _settings_context(league, division_form=form), status=422)


@login_required
@require_POST
def league_new_invite(request: HttpRequest, slug: str) -> HttpResponse:
    league = _league_for_commissioner(request, slug)
    services.league_new_invite(league=league)
    messages.success(request, "A new invite link is ready; the old one no longer works.")
    return redirect(league)


@login_required
def league_join(request: HttpRequest, slug: str, code: str) -> HttpResponse:
    """The invite link: GET asks to confirm, POST joins."""
    league = _league(slug)
    valid = secrets.compare_digest(code, league.invite_code)
    member = is_commissioner(request.user, league) or is_member(request.user, league)
    context = {"league": league, "code": code, "valid": valid, "member": member}
    if request.method == "POST":
        try:
            services.league_join(league=league, user=request.user, code=code)
        except LeagueError as exc:
            return render(request, "league/join.html", context | {"error": exc.message}, status=422)
        messages.success(request, f"You joined {league.name}. Enter a team: draft one or import a roster file.")
        return redirect(league)
    return render(request, "league/join.html", context, status=200 if valid else 404)


# --- teams and entries --------------------------------------------------------------------------


def _teams_context(request: HttpRequest, league: League, errors: dict | None = None) -> dict:
    commissioner = is_commissioner(request.user, league)
    return {
        "league": league,
        "teams": league.teams.select_related("coach").order_by("name"),
        "commissioner": commissioner,
        "member": commissioner or is_member(request.user, league),
        "entry_errors": errors or {},
    }


@login_required
def league_teams(request: HttpRequest, slug: str) -> HttpResponse:
    league = _league(slug)
    return render(request, "league/teams.html", _teams_context(request, league))


@login_required
@require_POST
def league_decide_entry(request: HttpRequest, slug: str, team_id: int, approve: bool) -> HttpResponse:
    """A commissioner approves or rejects a team's entry; a team that breaks the league's rules stays pending."""
    league = _league_for_commissioner(request, slug)
    team = get_object_or_404(league.teams.all(), pk=team_id)
    try:
        services.league_decide_entry(league=league, team=team, approve=approve, actor=request.user)
    except LeagueError as exc:
        context = _teams_context(request, league, errors={team.pk: exc.message})
        return render(request, "league/teams.html", context, status=422)
    messages.success(request, f"{team.name} is {'approved' if approve else 'rejected'}.")
    return redirect("league:teams", slug=league.slug)


# --- seasons ------------------------------------------------------------------------------------


@login_required
def season_start(request: HttpRequest, slug: str) -> HttpResponse:
    league = _league_for_commissioner(request, slug)
    teams = league.teams.filter(entry=Team.Entry.APPROVED).order_by("name")
    form = SeasonStartForm(request.POST or None, teams=teams, divisions=league.divisions.all())
    context = {"league": league, "form": form, "teams": form.teams, "running": _running_season(league)}
    if request.method != "POST":
        return render(request, "league/season_start.html", context)
    if form.is_valid():
        try:
            season = services.season_start(league=league, name=form.cleaned_data["name"], divisions=form.divisions())
        except LeagueError as exc:
            form.add_error(_field_for(form, exc), exc.message)
        else:
            messages.success(request, f"{season.name} has started. Generate its fixtures next.")
            return redirect("league:generate", slug=league.slug)
    return render(request, "league/season_start.html", context, status=422)


@login_required
@require_POST
def season_next(request: HttpRequest, slug: str) -> HttpResponse:
    """Finish the running season and start the next with the same teams."""
    league = _league_for_commissioner(request, slug)
    form = SeasonNextForm(request.POST)
    name = form.cleaned_data["name"] if form.is_valid() else ""
    try:
        season = services.season_finish_and_start_next(league=league, name=name)
    except LeagueError as exc:
        messages.error(request, exc.message)
        return _done(request, league.get_absolute_url())
    messages.success(request, f"{season.name} has started with the same teams. Generate its fixtures next.")
    return _done(request, reverse("league:generate", kwargs={"slug": league.slug}))


@login_required
def league_seasons(request: HttpRequest, slug: str) -> HttpResponse:
    """Every season, latest first, with links to its standings and fixtures."""
    league = _league(slug)
    seasons = league.seasons.annotate(
        team_count=Count("entries", distinct=True),
        played=Count("fixtures", filter=Q(fixtures__status=Fixture.Status.CONFIRMED), distinct=True),
    ).order_by("-number")
    seasons = list(seasons)
    for season in seasons:  # a few queries per season: this page lists a handful
        season.leaders = (
            [table.team(table.rows[0]) for table in selectors.standings_tables(season=season) if table.rows]
            if season.played
            else []
        )
    context = {"league": league, "seasons": seasons, "commissioner": is_commissioner(request.user, league)}
    return render(request, "league/seasons.html", context)


# --- fixtures -----------------------------------------------------------------------------------


def _fixtures_context(request: HttpRequest, league: League, season: Season | None) -> dict:
    """One division at a time when the league has divisions (``?division=<id>``, or ``all``)."""
    commissioner = is_commissioner(request.user, league)
    divisions = list(league.divisions.all())
    wanted = request.GET.get("division", "")
    division = next((d for d in divisions if str(d.pk) == wanted), None)
    if divisions and division is None and wanted != "all":
        division = divisions[0]
    rounds = []
    if season:
        rounds = selectors.fixtures_by_round(season=season, division=division, all_divisions=division is None)
    for _, games in rounds:
        _decorate(games, user=request.user, league=league, commissioner=commissioner)
    return {
        "league": league,
        "season": season,
        "rounds": rounds,
        "divisions": divisions,
        "division": division,
        "commissioner": commissioner,
        "divisions_shown": any(f.division_id for _, games in rounds for f in games),
        "running": season is not None and season.status == Season.Status.RUNNING,
    }


@login_required
def league_fixtures(request: HttpRequest, slug: str) -> HttpResponse:
    """The season's fixtures by round; the list refreshes itself when a result is entered or confirmed."""
    league = _league(slug)
    context = _fixtures_context(request, league, _season_for_page(request, league))
    if request.htmx:
        return render(request, "league/fixtures.html#fixtures", context)
    return render(request, "league/fixtures.html", context)


@login_required
def fixtures_generate(request: HttpRequest, slug: str) -> HttpResponse:
    """A single or double round robin for the running season."""
    league = _league_for_commissioner(request, slug)
    season = _running_season(league)
    if season is None:
        messages.error(request, "Start a season first.")
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
        except LeagueError as exc:
            form.add_error(_field_for(form, exc), exc.message)
        else:
            messages.success(request, f"{len(fixtures)} fixtures generated.")
            return redirect(_fixtures_url(league))
    return render(request, "league/generate.html", context, status=422)


@login_required
def fixture_add(request: HttpRequest, slug: str) -> HttpResponse:
    league = _league_for_commissioner(request, slug)
    season = _running_season(league)
    if season is None:
        messages.error(request, "Start a season first.")
        return redirect("league:season_start", slug=league.slug)
    teams = Team.objects.filter(season_entries__season=season).order_by("name")
    form = FixtureAddForm(request.POST or None, teams=teams)
    context = {"league": league, "season": season, "form": form}
    if request.method != "POST":
        return render(request, "league/fixture_add.html", context)
    if form.is_valid():
        data = form.cleaned_data
        try:
            fixture = services.fixture_add(
                season=season, home=data["home"], away=data.get("away"), round=data["round"], date=data.get("date")
            )
        except LeagueError as exc:
            form.add_error(_field_for(form, exc), exc.message)
        else:
            messages.success(request, f"Fixture added to round {fixture.round}.")
            return redirect(_fixtures_url(league))
    return render(request, "league/fixture_add.html", context, status=422)


def _fixture_context(request: HttpRequest, league: League, fixture: Fixture, **forms) -> dict:
    commissioner = is_commissioner(request.user, league)
    _decorate([fixture], user=request.user, league=league, commissioner=commissioner)
    plays = _plays_in(request.user, fixture)
    may_enter = not fixture.is_bye and fixture.status in OPEN and (plays or commissioner)
    context = {
        "league": league,
        "fixture": fixture,
        "commissioner": commissioner,
        "may_enter": may_enter,
        "may_confirm": _may_confirm(request.user, fixture, commissioner),
    }
    # a refused form is shown again with its errors, even when the fixture no longer takes it
    if may_enter:
        context["result_form"] = ResultForm(
            initial=ResultForm.initial_for(fixture) if fixture.has_result else None, fixture=fixture
        )
    if commissioner and fixture.status == Fixture.Status.CONFIRMED:
        context["correct_form"] = ResultForm(initial=ResultForm.initial_for(fixture), fixture=fixture, prefix="correct")
    if commissioner and fixture.status == Fixture.Status.SCHEDULED:
        context["move_form"] = FixtureMoveForm(initial={"round": fixture.round, "date": fixture.date})
    context.update(forms)
    return context


@login_required
def fixture_detail(request: HttpRequest, slug: str, pk: int) -> HttpResponse:
    from matches.selectors import post_game_for_fixture

    league = _league(slug)
    fixture = _fixture_in(league, pk)
    from matches.permissions import can_choose_advancement

    context = _fixture_context(request, league, fixture)
    context["post_game"] = post_game_for_fixture(fixture=fixture, user=request.user)
    if fixture.away_id is not None and fixture.status != Fixture.Status.CANCELLED:
        context["match_day"] = context["commissioner"] or _plays_in(request.user, fixture)
        if context["match_day"] and fixture.status == Fixture.Status.SCHEDULED:
            from matches.selectors import pregame_for_fixture

            context["pregame"] = pregame_for_fixture(fixture=fixture, user=request.user)
        if fixture.status != Fixture.Status.CONFIRMED:
            context["report_links"] = [
                (team, reverse("matches:player_report", args=[fixture.pk, team.pk]))
                for team in (fixture.home, fixture.away)
                if can_choose_advancement(request.user, team)
            ]
    return render(request, "league/fixture.html", context)


def _partial(request: HttpRequest) -> str:
    """Which part of the fixture page an htmx post asked back: the result card, or a one-line notice (rows of the
    fixture lists and the league home)."""
    return "notice" if request.POST.get("partial") == "notice" else "result"


def _result_response(request: HttpRequest, league: League, fixture: Fixture, message: str) -> HttpResponse:
    """After a result is entered, confirmed or corrected: htmx gets the fresh result card (or a notice) and an
    event that refreshes the standings and fixture lists; a plain form post is redirected back to the fixture."""
    event = "result-confirmed" if fixture.status == Fixture.Status.CONFIRMED else "result-submitted"
    if request.htmx:
        fixture = _fixture_in(league, fixture.pk)
        context = _fixture_context(request, league, fixture) | {"notice": message}
        response = render(request, f"league/fixture.html#{_partial(request)}", context)
        response["HX-Trigger"] = event
        return response
    messages.success(request, message)
    return redirect(reverse("league:fixture", kwargs={"slug": league.slug, "pk": fixture.pk}))


def _result_refused(request: HttpRequest, league: League, fixture: Fixture, **forms) -> HttpResponse:
    """The form again with the refusal beside its field: 422, or 200 for htmx (which swaps only 2xx)."""
    context = _fixture_context(request, league, fixture, **forms)
    if request.htmx:
        return render(request, "league/fixture.html#result", context)
    return render(request, "league/fixture.html", context, status=422)


def _score(fixture: Fixture) -> str:
    away = fixture.away.name if fixture.away else "bye"
    return f"{fixture.home.name} {fixture.home_td}–{fixture.away_td} {away}"


@login_required
@require_POST
def result_submit(request: HttpRequest, slug: str, pk: int) -> HttpResponse:
    """A coach of either team, or a commissioner, enters the result (a commissioner's is confirmed at once)."""
    league, fixture, commissioner = _fixture_for_result(request, slug, pk)
    form = ResultForm(request.POST, fixture=fixture)
    if form.is_valid():
        try:
            fixture = services.result_submit(
                fixture=fixture, actor=request.user, is_commissioner=commissioner, **form.figures()
            )
        except LeagueError as exc:
            form.add_error(_field_for(form, exc), exc.message)
        else:
            if fixture.status == Fixture.Status.CONFIRMED:
                message = f"Result confirmed: {_score(fixture)}."
            else:
                message = f"Result entered: {_score(fixture)}. The other coach confirms it."
            return _result_response(request, league, fixture, message)
    return _result_refused(request, league, fixture, result_form=form)


@login_required
@require_POST
def result_confirm(request: HttpRequest, slug: str, pk: int) -> HttpResponse:
    """The other coach, or a commissioner, confirms a submitted result."""
    league, fixture, commissioner = _fixture_for_result(request, slug, pk)
    try:
        fixture = services.result_confirm(fixture=fixture, actor=request.user, is_commissioner=commissioner)
    except LeagueError as exc:
        if request.htmx:
            context = _fixture_context(request, league, fixture) | {"notice": exc.message, "error": True}
            return render(request, f"league/fixture.html#{_partial(request)}", context)
        messages.error(request, exc.message)
        return redirect(reverse("league:fixture", kwargs={"slug": league.slug, "pk": fixture.pk}))
    return _result_response(request, league, fixture, f"Result confirmed: {_score(fixture)}.")


@login_required
@require_POST
def result_correct(request: HttpRequest, slug: str, pk: int) -> HttpResponse:
    """A commissioner corrects a confirmed result's figures."""
    league, fixture = _fixture_for_commissioner(request, slug, pk)
    form = ResultForm(request.POST, fixture=fixture, prefix="correct")
    if form.is_valid():
        try:
            fixture = services.result_correct(fixture=fixture, actor=request.user, **form.figures())
        except LeagueError as exc:
            form.add_error(_field_for(form, exc), exc.message)
        else:
            fixture = _fixture_in(league, fixture.pk)
            return _result_response(request, league, fixture, f"Result corrected: {_score(fixture)}.")
    return _result_refused(request, league, fixture, correct_form=form)


@login_required
@require_POST
def fixture_move(request: HttpRequest, slug: str, pk: int) -> HttpResponse:
    league, fixture = _fixture_for_commissioner(request, slug, pk)
    form = FixtureMoveForm(request.POST)
    if form.is_valid():
        try:
            services.fixture_move(fixture=fixture, round=form.cleaned_data["round"], date=form.cleaned_data["date"])
        except LeagueError as exc:
            form.add_error(_field_for(form, exc), exc.message)
        else:
            messages.success(request, "Fixture moved.")
            return redirect(reverse("league:fixture", kwargs={"slug": league.slug, "pk": fixture.pk}))
    context = _fixture_context(request, league, fixture, move_form=form)
    return render(request, "league/fixture.html", context, status=422)


@login_required
@require_POST
def fixture_cancel(request: HttpRequest, slug: str, pk: int) -> HttpResponse:
    league, fixture = _fixture_for_commissioner(request, slug, pk)
    try:
        services.fixture_cancel(fixture=fixture)
    except LeagueError as exc:
        messages.error(request, exc.message)
    else:
        messages.success(request, "Fixture cancelled.")
    return _done(request, reverse("league:fixture", kwargs={"slug": league.slug, "pk": fixture.pk}))


@login_required
@require_POST
def fixture_delete(request: HttpRequest, slug: str, pk: int) -> HttpResponse:
    league, fixture = _fixture_for_commissioner(request, slug, pk)
    try:
        services.fixture_delete(fixture=fixture)
    except LeagueError as exc:
        messages.error(request, exc.message)
        return _done(request, reverse("league:fixture", kwargs={"slug": league.slug, "pk": fixture.pk}))
    messages.success(request, "Fixture deleted.")
    return _done(request, _fixtures_url(league))


# --- standings ----------------------------------------------------------------------------------


@login_required
def league_standings(request: HttpRequest, slug: str) -> HttpResponse:
    """Every figure the tiebreakers use; the table refreshes itself when a result is confirmed."""
    league = _league(slug)
    season = _season_for_page(request, league)
    context = {
        "league": league,
        "season": season,
        "tables": _standings(season),
        "show_bonus": _show_bonus(league),
        "tiebreakers": _tiebreaker_labels(league),
    }
    if request.htmx:
        return render(request, "league/standings.html#standings", context)
    context["commissioner"] = is_commissioner(request.user, league)
    return render(request, "league/standings.html", context)


# --- the calendar feed --------------------------------------------------------------------------


def _ics_text(value: str) -> str:
    """RFC 5545 TEXT: backslash, semicolon, comma and newlines escaped."""
    return (
        value.replace("\\", "\\\\").replace(";", "\\;").replace(",", "\\,").replace("\r\n", "\\n").replace("\n", "\\n")
    )


def _ics_fold(line: str) -> str:
    """RFC 5545 folding: lines longer than 75 octets continue on the next line after a space."""
    out, current = [], ""
    for char in line:
        limit = 75 if not out else 74
        if len((current + char).encode()) > limit:
            out.append(current)
            current = char
        else:
            current += char
    out.append(current)
    return "\r\n ".join(out)


@require_safe
def league_calendar(request: HttpRequest, slug: str) -> HttpResponse:
    """The dated fixtures as an iCalendar feed. Readable without logging in (calendar apps cannot log in), so it
    holds only team names, rounds and dates."""
    league = _league(slug)
    stamp = timezone.now().strftime("%Y%m%dT%H%M%SZ")
    host = request.get_host().split(":")[0] or "sevens-league"
    lines = [
        "BEGIN:VCALENDAR",
        "VERSION:2.0",
        "PRODID:-//Sevens League//Fixtures//EN",
        "CALSCALE:GREGORIAN",
        "METHOD:PUBLISH",
        f"X-WR-CALNAME:{_ics_text(league.name)}",
    ]
    for f in selectors.fixtures_for_calendar(league=league):
        lines += [
            "BEGIN:VEVENT",
            f"UID:fixture-{f.pk}@{host}",
            f"DTSTAMP:{stamp}",
            f"DTSTART;VALUE=DATE:{f.date:%Y%m%d}",
            f"DTEND;VALUE=DATE:{f.date + timedelta(days=1):%Y%m%d}",
            f"SUMMARY:{_ics_text(f'{f.home.name} v {f.away.name}')}",
            f"DESCRIPTION:{_ics_text(f'{league.name}, {f.season.name}, round {f.round}')}",
            "TRANSP:TRANSPARENT",
            "END:VEVENT",
        ]
    lines.append("END:VCALENDAR")
    body = "".join(_ics_fold(line) + "\r\n" for line in lines)
    response = HttpResponse(body, content_type="text/calendar; charset=utf-8")
    response["Content-Disposition"] = f'inline; filename="{league.slug}-fixtures.ics"'
    return response
