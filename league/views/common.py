"""Small pieces the league pages share: per-row actions, standings rows and the redirect after a write."""

from __future__ import annotations

from types import SimpleNamespace

from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect
from django.urls import reverse
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy, ngettext
from django_htmx.http import HttpResponseClientRedirect

from rules.scoring import TIEBREAKERS, StandingRow

from .. import selectors
from ..models import Fixture, League, Season
from ..permissions import can_confirm_result, plays_in


def decorate(fixtures, *, user, league: League, commissioner: bool) -> None:
    """Per-row URLs and who may act, worked out in Python so templates make no queries."""
    for f in fixtures:
        f.url = reverse("league:fixture", kwargs={"slug": league.slug, "pk": f.pk})
        f.confirm_url = reverse("league:result_confirm", kwargs={"slug": league.slug, "pk": f.pk})
        plays = plays_in(user, f)
        fixed = getattr(f, "season_fixed", False)
        f.can_enter = not fixed and not f.is_bye and f.status == Fixture.Status.SCHEDULED and (plays or commissioner)
        f.can_confirm = not fixed and can_confirm_result(user, f, commissioner=commissioner)
        f.awaiting_me = f.status == Fixture.Status.SUBMITTED and plays and f.submitted_by_id == user.pk


def table_rows(tables) -> list[dict]:
    return [{"division": table.division, "rows": [(row, table.team(row)) for row in table.rows]} for table in tables]


def stored_rows(final: list[dict]) -> list[dict]:
    """The tables stored when a season finished, in the shape ``table_rows`` gives (rows of (row, team))."""
    teams = selectors.teams_by_id(ids=[row["team"] for table in final for row in table["rows"]])
    tables = []
    for table in final:
        rows = []
        for stored in table["rows"]:
            figures = {key: value for key, value in stored.items() if key != "name"}
            team = teams.get(stored["team"]) or SimpleNamespace(pk=stored["team"], name=stored["name"])
            rows.append((StandingRow(**figures), team))
        tables.append({"division": table["division"] and SimpleNamespace(name=table["division"]), "rows": rows})
    return tables


def standings(season: Season | None) -> list[dict]:
    """The season's tables: live while it runs (only confirmed results count), fixed once it finished."""
    if season is None:
        return []
    final = selectors.final_tables(season=season)
    if final is not None:
        return stored_rows(final)
    return table_rows(selectors.standings_tables(season=season))


def show_bonus(league: League) -> bool:
    return league.bonus_points or "bonus_points" in league.tiebreakers


def tiebreaker_labels(league: League) -> list[str]:
    return [_(TIEBREAKERS[key]) if key in TIEBREAKERS else key for key in league.tiebreakers]


def confirmed(request: HttpRequest) -> bool:
    """A destructive action goes ahead only when its form's confirmation box was ticked (``confirm=yes``)."""
    return request.POST.get("confirm") == "yes"


NOT_CONFIRMED = gettext_lazy("Nothing changed: tick the box to confirm first.")


def done(request: HttpRequest, url: str) -> HttpResponse:
    """Redirect after a write; an htmx request reloads the page it came from."""
    if request.htmx:
        return HttpResponseClientRedirect(url)
    return redirect(url)


def calendar_url(league: League) -> str:
    """The calendar feed's address; a private league's carries its key (only those who may read the league see the
    pages that show it)."""
    url = reverse("league:calendar", kwargs={"slug": league.slug})
    return url if league.public else f"{url}?key={league.calendar_key}"


def fixtures_url(league: League) -> str:
    return reverse("league:fixtures", kwargs={"slug": league.slug})


def fixture_url(league: League, fixture: Fixture) -> str:
    return reverse("league:fixture", kwargs={"slug": league.slug, "pk": fixture.pk})


def leader_line(season: Season | None, tables: list[dict]) -> str:
    """Who leads the standings, for a link pasted in a chat: 'Season 1 leader: Reikland Rookies, 6 points' (each
    division's leader where there are divisions; 'top' once the season is finished); before any game is played,
    that none is."""
    if season is None:
        return _("No season has started yet.")
    leaders = []
    for table in tables:
        if table["rows"] and table["rows"][0][0].played:
            row, team = table["rows"][0]
            figures = {"team": team.name, "points": row.points}
            if table["division"]:
                line = ngettext(
                    "%(team)s (%(division)s), %(points)s point",
                    "%(team)s (%(division)s), %(points)s points",
                    row.points,
                ) % {**figures, "division": table["division"].name}
            else:
                line = ngettext("%(team)s, %(points)s point", "%(team)s, %(points)s points", row.points) % figures
            leaders.append(line)
    if not leaders:
        return _("%(season)s: no game played yet.") % {"season": season.name}
    shown = {"season": season.name, "leaders": "; ".join(leaders)}
    if season.status == Season.Status.FINISHED:
        return ngettext("%(season)s top: %(leaders)s.", "%(season)s top: %(leaders)s.", len(leaders)) % shown
    return ngettext("%(season)s leader: %(leaders)s.", "%(season)s leaders: %(leaders)s.", len(leaders)) % shown


def og_tags(request: HttpRequest, *, title: str, description: str) -> dict:
    """The Open Graph tags of a page (``league/_og.html``): what a chat shows of a pasted link."""
    return {"og": {"title": title, "description": description, "url": request.build_absolute_uri()}}


def league_og(request: HttpRequest, league: League, season: Season | None, *, page: str, tables=None) -> dict:
    """A league page's Open Graph tags: the league (and the page), its ruleset, and the standings' leader. The
    standings are read (two queries) when the page has not read them already."""
    if tables is None:
        tables = standings(season)
    title = league.name if not page else f"{page} · {league.name}"
    description = _("%(ruleset)s league. %(leader)s") % {
        "ruleset": league.get_ruleset_display(),
        "leader": leader_line(season, tables),
    }
    return og_tags(request, title=title, description=description)
