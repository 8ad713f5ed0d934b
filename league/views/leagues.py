"""League pages: the list, creating a league, its home, settings, commissioners, divisions and joining."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth import get_user_model
from django.contrib.auth.decorators import login_required
from django.contrib.auth.views import redirect_to_login
from django.core.paginator import Paginator
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.translation import gettext as _
from django.views.decorators.http import require_POST

from core import datagen
from rules.errors import DomainError
from teams.models import Team

from .. import hooks, selectors, services
from ..forms import CommissionerForm, DivisionForm, LeagueForm, SeasonNextForm
from ..models import League
from ..permissions import is_commissioner, is_member
from .access import league_for_commissioner, league_or_404, readable_league
from .common import calendar_url, decorate, league_og, show_bonus, table_rows, tiebreaker_labels


def league_index(request: HttpRequest) -> HttpResponse:
    """The directory of public leagues, readable signed out (a page of ``DIRECTORY_PAGE``), and above it the
    signed-in user's own leagues (private ones too)."""
    directory = Paginator(selectors.public_leagues(), selectors.DIRECTORY_PAGE).get_page(request.GET.get("page"))
    mine = selectors.leagues_for_user(user=request.user) if request.user.is_authenticated else None
    return render(request, "league/index.html", {"leagues": mine, "directory": directory})


@login_required
def league_create(request: HttpRequest) -> HttpResponse:
    """Any signed-in user creates a league and becomes its commissioner."""
    form = LeagueForm(request.POST or None)
    if request.method == "POST":
        if form.is_valid():
            try:
                league = services.league_create(user=request.user, name=form.cleaned_data["name"], **form.settings())
            except DomainError as exc:
                exc.add_to(form)
            else:
                messages.success(
                    request,
                    _("%(league)s is ready. Share the invite link with your coaches.") % {"league": league.name},
                )
                return redirect(league)
        return render(request, "league/create.html", {"form": form}, status=422)
    return render(request, "league/create.html", {"form": form})


@readable_league
def league_detail(request: HttpRequest, league: League) -> HttpResponse:
    """The league home: next fixtures, latest results and standings; the commissioner's controls."""
    commissioner = is_commissioner(request.user, league)
    season = selectors.current_season(league=league)
    overview = {"tables": [], "upcoming": [], "latest": [], "has_fixtures": False}
    if season is not None:  # the same for every viewer: kept until the league is written to
        overview = datagen.remember(
            f"league:overview:{season.pk}",
            [datagen.league(league.pk)],
            lambda: selectors.season_overview(season=season),
        )
    upcoming, latest, has_fixtures = overview["upcoming"], overview["latest"], overview["has_fixtures"]
    decorate([*upcoming, *latest], user=request.user, league=league, commissioner=commissioner)
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
    teams = list(selectors.league_entries(league=league))
    rules = league.rules()
    my_teams = [t for t in teams if request.user.is_authenticated and t.coach_id == request.user.pk]
    member = commissioner or bool(my_teams) or is_member(request.user, league)
    tables = table_rows(overview["tables"])
    context |= {
        # the tables' HTML, rendered once per version of the season's results and shared with the standings page
        "tables_key": f"{overview['tables'][0].key}:{league.slug}:{season.number}" if overview["tables"] else "",
        "member": member,
        "my_teams": my_teams,
        "pending": sum(t.entry == Team.Entry.PENDING for t in teams),
        "approved": sum(t.entry == Team.Entry.APPROVED for t in teams),
        "tables": tables,
        "calendar_url": calendar_url(league),
        "show_bonus": show_bonus(league),
        "rules": rules,
        "banned": sorted(rules.banned_skills),
        "tiebreakers": tiebreaker_labels(league),
        "next_form": SeasonNextForm(),
        # only a coach whose entry was disputed, or a commissioner, is told of a dispute
        "disputes": selectors.open_disputes(league=league, user=request.user, commissioner=commissioner)
        if commissioner or my_teams
        else [],
        "reopened": selectors.reopened_seasons(league=league) if commissioner else [],
    }
    context |= league_og(request, league, season, page="", tables=tables)
    context |= hooks.league_page_context(request=request, league=league, context=context)
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
    league = league_for_commissioner(request, slug)
    if request.method != "POST":
        return render(request, "league/settings.html", _settings_context(league))
    form = LeagueForm(request.POST, league=league)
    if form.is_valid():
        try:
            services.league_update(league=league, actor=request.user, name=form.cleaned_data["name"], **form.settings())
        except DomainError as exc:
            exc.add_to(form)
        else:
            messages.success(request, _("League settings saved."))
            return redirect(league)
    return render(request, "league/settings.html", _settings_context(league, form=form), status=422)


@login_required
@require_POST
def league_add_commissioner(request: HttpRequest, slug: str) -> HttpResponse:
    league = league_for_commissioner(request, slug)
    form = CommissionerForm(request.POST)
    if form.is_valid():
        user = get_user_model().objects.filter(username=form.cleaned_data["username"]).first()
        if user is None:
            form.add_error("username", _("There is no user with that name."))
        else:
            services.league_add_commissioner(league=league, user=user)
            messages.success(
                request,
                _("%(user)s is now a commissioner of %(league)s.") % {"user": user.username, "league": league.name},
            )
            return redirect("league:settings", slug=league.slug)
    return render(request, "league/settings.html", _settings_context(league, commissioner_form=form), status=422)


@login_required
@require_POST
def league_add_division(request: HttpRequest, slug: str) -> HttpResponse:
    league = league_for_commissioner(request, slug)
    form = DivisionForm(request.POST)
    if form.is_valid():
        try:
            division = services.league_add_division(league=league, name=form.cleaned_data["name"])
        except DomainError as exc:
            exc.add_to(form)
        else:
            messages.success(request, _("Division %(division)s added.") % {"division": division.name})
            return redirect("league:settings", slug=league.slug)
    return render(request, "league/settings.html", _settings_context(league, division_form=form), status=422)


@login_required
@require_POST
def league_new_invite(request: HttpRequest, slug: str) -> HttpResponse:
    league = league_for_commissioner(request, slug)
    services.league_new_invite(league=league)
    messages.success(request, _("A new invite link is ready; the old one no longer works."))
    return redirect(league)


@login_required
@require_POST
def league_new_calendar_key(request: HttpRequest, slug: str) -> HttpResponse:
    league = league_for_commissioner(request, slug)
    try:
        services.league_new_calendar_key(league=league, actor=request.user)
    except DomainError as exc:
        messages.error(request, exc.message)
    else:
        messages.success(request, _("A new calendar address is ready; the old one no longer works."))
    return redirect(league)


def league_join(request: HttpRequest, slug: str, code: str) -> HttpResponse:
    """The invite link: GET names the league and its commissioners and asks to confirm (a visitor without an
    account signs up or logs in and comes back here), POST joins (a private league too: the code is the way in)
    and comes back here to enter a team."""
    league = league_or_404(slug)
    if request.method == "POST" and not request.user.is_authenticated:
        return redirect_to_login(request.get_full_path())
    valid = selectors.invite_code_matches(league=league, code=code)
    member = is_commissioner(request.user, league) or is_member(request.user, league)
    context = {"league": league, "code": code, "valid": valid, "member": member}
    if valid:
        context["commissioners"] = [u.get_username() for u in league.commissioners.order_by("username")]
    if request.method == "POST":
        try:
            services.league_join(league=league, user=request.user, code=code)
        except DomainError as exc:
            return render(request, "league/join.html", context | {"error": exc.message}, status=422)
        messages.success(
            request,
            _("You joined %(league)s. Enter a team: draft one or import a roster file.") % {"league": league.name},
        )
        return redirect(request.path)
    return render(request, "league/join.html", context, status=200 if valid else 404)
