"""The records pages: a league's leaders and hall of fame, a season's points and awards, a team's statistics and a
player's page. Thin: reads through ``selectors``, the awards through ``services``."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.contrib.auth.views import redirect_to_login
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.utils.translation import gettext as _
from django.utils.translation import pgettext
from django.views.decorators.http import require_POST

from core import datagen, pagecache
from league.models import League, Season
from league.permissions import is_commissioner
from league.views.access import league_for_commissioner, readable_league
from rules.errors import DomainError
from rules.textinput import SMALL_COUNT_MAX, whole_number
from teams.models import Player, Team

from . import selectors, services
from .charts import line_chart
from .forms import AwardForm
from .models import SeasonAward
from .permissions import can_view_team


def _season(league: League, number: str | int) -> Season:
    found = whole_number(str(number), high=SMALL_COUNT_MAX)
    if found is None:
        raise Http404(_("There is no such season."))
    return get_object_or_404(league.seasons.all(), number=found)


def _private(request: HttpRequest) -> HttpResponse:
    if not request.user.is_authenticated:
        return redirect_to_login(request.get_full_path())
    return render(request, "league/private.html", status=403)


@readable_league
def league_leaders(request: HttpRequest, league: League) -> HttpResponse:
    """The leaders of a season (``?season=<number>``) or of all time (the default)."""
    seasons = list(league.seasons.order_by("-number"))
    season = None
    if request.GET.get("season"):
        found = whole_number(request.GET["season"], high=SMALL_COUNT_MAX)
        season = next((s for s in seasons if s.number == found), None)
        if season is None:
            raise Http404(_("There is no such season."))
    context = {
        "league": league,
        "seasons": seasons,
        "scope": season,
        # the same for every viewer: computed once after a write in the league (core.datagen.remember)
        "leaders": datagen.remember(
            f"records:leaders:{league.pk}:{season.pk if season else 'all'}",
            [datagen.league(league.pk)],
            lambda: selectors.leaders(league=league, season=season),
        ),
        "commissioner": is_commissioner(request.user, league),
        "active": "records",
    }
    return render(request, "records/leaders.html", context)


@readable_league
def league_hall_of_fame(request: HttpRequest, league: League) -> HttpResponse:
    """Champions of each finished season, the awards, the cemetery and Gone Pro."""
    context = {
        "league": league,
        "champions": selectors.champions(league=league),
        "awards": selectors.season_awards(league=league),
        "cemetery": selectors.cemetery(league=league),
        "gone_pro": selectors.gone_pro(league=league),
        "commissioner": is_commissioner(request.user, league),
    }
    return render(request, "records/hall_of_fame.html", context)


@readable_league
def league_awards_panel(request: HttpRequest, league: League) -> HttpResponse:
    """The league home's awards card, loaded by htmx once the page is shown (one query; the home page's own
    queries stay what they were). Without JavaScript the card links to the hall of fame."""
    context = {"league": league, "league_awards": selectors.season_awards(league=league)[:8], "loaded": True}
    return render(request, "records/_league_awards.html", context)


def _candidates(season: Season, suggestions: dict, teams: list[tuple[int, str]] | None = None) -> list:
    players = [
        (
            f"player:{row['player_id']}",
            f"{row['player__name'] or '#' + str(row['player__number'])} ({row['team__name']})",
        )
        for key in ("touchdowns", "casualties")
        for row in suggestions[key]
    ]
    if teams is None:
        teams = list(season.entries.values_list("team_id", "team__name"))
    teams = [(f"team:{pk}", name) for pk, name in sorted(teams, key=lambda t: t[1])]
    unique = list(dict.fromkeys(players))
    return [(_("Players"), unique), (_("Teams"), teams)] if unique else [(_("Teams"), teams)]


def _season_context(request: HttpRequest, league: League, season: Season, form: AwardForm | None = None) -> dict:
    points = selectors.season_points_by_round(season=season)
    chart = line_chart(
        [(s["name"], s["points"]) for s in points["series"]],
        [pgettext("short for round", "R%(round)s") % {"round": r} for r in points["rounds"]],
        width=640,
        height=280,
    )
    commissioner = is_commissioner(request.user, league)
    context = {
        "league": league,
        "season": season,
        "chart": chart,
        "series": points["series"],
        "awards": selectors.season_awards(league=league, season=season),
        "commissioner": commissioner,
    }
    if commissioner:
        suggestions = selectors.season_suggestions(season=season)
        context["suggestions"] = suggestions
        teams = [(s["team_id"], s["name"]) for s in points["series"]]
        context["form"] = form or AwardForm(candidates=_candidates(season, suggestions, teams))
    return context


@readable_league
def season_records(request: HttpRequest, league: League, number: int) -> HttpResponse:
    """A season's points by round (a chart), its awards, and for a commissioner the award form with the figures."""
    season = _season(league, number)
    return render(request, "records/season.html", _season_context(request, league, season))


def _pick(value: str) -> tuple[Team | None, Player | None]:
    kind, _, pk = value.partition(":")
    found = whole_number(pk, high=2**62)
    if found is None:
        return None, None
    if kind == "team":
        return Team.objects.filter(pk=found).first(), None
    player = Player.objects.select_related("team").filter(pk=found).first()
    return (player.team if player else None), player


@login_required
@require_POST
def award_give(request: HttpRequest, slug: str, number: int) -> HttpResponse:
    league = league_for_commissioner(request, slug)
    season = _season(league, number)
    suggestions = selectors.season_suggestions(season=season)
    form = AwardForm(request.POST, candidates=_candidates(season, suggestions))
    if form.is_valid():
        team, player = _pick(form.cleaned_data["pick"])
        try:
            award = services.award_give(
                season=season,
                actor=request.user,
                kind=form.cleaned_data["kind"],
                title=form.cleaned_data["title"],
                team=team,
                player=player,
            )
        except DomainError as exc:
            exc.add_to(form)
        else:
            winner = award.player or award.team
            messages.success(request, _("%(award)s: %(winner)s.") % {"award": _(award.title), "winner": winner})
            return redirect("records:season", slug=league.slug, number=season.number)
    return render(request, "records/season.html", _season_context(request, league, season, form), status=422)


@login_required
@require_POST
def award_remove(request: HttpRequest, slug: str, number: int, pk: int) -> HttpResponse:
    league = league_for_commissioner(request, slug)
    season = _season(league, number)
    award = get_object_or_404(SeasonAward, pk=pk, season=season)
    services.award_remove(award=award)
    messages.success(request, _("%(award)s taken back.") % {"award": _(award.title)})
    return redirect("records:season", slug=league.slug, number=season.number)


def team_records(request: HttpRequest, pk: int) -> HttpResponse:
    """A team's statistics: by season and all time, against each opponent, and its Team Value and Dedicated Fans
    after each game (charts)."""
    team = get_object_or_404(Team.objects.select_related("league", "coach"), pk=pk)
    if not can_view_team(request.user, team):
        return _private(request)
    _reads_team(request, team)
    record = selectors.team_statistics(team=team)
    history = selectors.team_history(team=team)
    labels = [
        pgettext("short for season and round", "S%(season)s R%(round)s") % {"season": g["season"], "round": g["round"]}
        for g in history
    ]
    context = {
        "team": team,
        "by_season": record["seasons"],
        "total": record["total"],
        "opponents": selectors.team_opponents(team=team),
        "history": history,
        "tv_chart": line_chart(
            [(_("Team Value"), [g["tv"] and g["tv"] // 1000 for g in history])],
            labels,
            y_format=lambda v: f"{v}k",
            zero_based=False,
        )
        if history
        else None,
        "fans_chart": line_chart([(_("Dedicated Fans"), [g["fans"] for g in history])], labels) if history else None,
        "players": _team_players(team, record["players"]),
    }
    return render(request, "records/team.html", context)


def _reads_team(request: HttpRequest, team: Team) -> None:
    """A kept team or player page holds until the team's league is written to (any write, for a team in none)."""
    if team.league_id:
        pagecache.reads(request, datagen.league(team.league_id))


def _team_players(team: Team, records: dict[int, dict]) -> list[dict]:
    """Each player of the team with a counted game, best scorers first (``records``: his totals by player id)."""
    players = list(team.players.all())
    rows = [{"player": p, **records[p.pk]} for p in players if p.pk in records]
    rows.sort(key=lambda r: (-r["touchdowns"], -r["casualties"], r["player"].number))
    return rows


def player_page(request: HttpRequest, pk: int) -> HttpResponse:
    """A player's record: totals, injuries, games missed, skills gained with the game each came from, his value
    over time, every game he played, and the game after which he died or left for the Draft."""
    player = selectors.player_for_page(pk=pk)
    if not can_view_team(request.user, player.team):
        return _private(request)
    _reads_team(request, player.team)
    skills = selectors.player_skills(player=player)
    values = selectors.player_values(player=player, skills=skills)
    context = {
        "player": player,
        "team": player.team,
        "record": selectors.player_record(player=player),
        "games": selectors.player_games(player=player),
        "skills": skills,
        "value_chart": line_chart(
            [(_("Value"), [v // 1000 for _value_label, v in values])],
            [label for label, _v in values],
            y_format=lambda v: f"{v}k",
            zero_based=False,
            height=160,
        ),
        "left_after": selectors.players.player_left_after(player=player),
    }
    return render(request, "records/player.html", context)
