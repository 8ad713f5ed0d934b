"""Fetching a team for its pages, one helper per kind of access: reading (``permissions.can_view_team`` answered
once for every read view, and what a chat shows of a pasted link to one), writing (its coach or a commissioner) and
correcting (a commissioner); and the roster version a write was made against."""

from __future__ import annotations

from functools import wraps

from django.contrib.auth.views import redirect_to_login
from django.core.exceptions import PermissionDenied
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, render
from django.utils.translation import gettext as _
from django.utils.translation import ngettext

from core import datagen, pagecache
from core.wording import gp
from rules.textinput import whole_number

from . import selectors
from .models import Team
from .permissions import can_correct_team, can_edit_team, can_view_team


def readable_team(view):
    """For a team's read pages: the view is called with the team (and everything its page shows) in place of its
    id, when the user may read it (``can_view_team``: anyone, for a team of a public league); 404 if there is no
    such team. Otherwise a signed-out visitor is sent to log in, and a signed-in user gets 403 with a page saying
    the league is private (as the league's own pages: the log-in redirect already tells that the team exists)."""

    @wraps(view)
    def wrapper(request: HttpRequest, pk: int, *args, **kwargs) -> HttpResponse:
        team = selectors.team_for_page_kept(pk=pk, whole_history=whole_history(request))
        if team is None:
            raise Http404
        if can_view_team(request.user, team):
            if team.league_id:  # a kept page holds until its league is written to
                pagecache.reads(request, datagen.league(team.league_id))
            return view(request, team, *args, **kwargs)
        if not request.user.is_authenticated:
            return redirect_to_login(request.get_full_path())
        return render(request, "league/private.html", status=403)

    return wrapper


def whole_history(request: HttpRequest) -> bool:
    """The team page asked with its whole history (``?history=all``) rather than the latest entries."""
    return request.GET.get("history") == "all"


def team_og(request: HttpRequest, team: Team) -> dict:
    """The team page's Open Graph tags: what a chat shows of a pasted link."""
    players = len(selectors.active_players(team))
    shown = {
        "race": _(team.race),
        "coach": team.coach.username,
        "players": players,
        "value": gp(team.team_value),
    }
    if team.league_id:
        description = ngettext(
            "%(race)s team coached by %(coach)s in %(league)s: %(players)s player, Team Value %(value)s.",
            "%(race)s team coached by %(coach)s in %(league)s: %(players)s players, Team Value %(value)s.",
            players,
        ) % {**shown, "league": team.league.name}
    else:
        description = (
            ngettext(
                "%(race)s team coached by %(coach)s: %(players)s player, Team Value %(value)s.",
                "%(race)s team coached by %(coach)s: %(players)s players, Team Value %(value)s.",
                players,
            )
            % shown
        )
    return {"title": team.name, "description": description, "url": request.build_absolute_uri()}


def team_for_write(request: HttpRequest, pk: int) -> Team:
    """The team, if the user is its coach or a commissioner of its league; 404 if it does not exist."""
    team = get_object_or_404(Team.objects.select_related("league", "coach"), pk=pk)
    if not can_edit_team(request.user, team):
        raise PermissionDenied
    return team


def team_for_correction(request: HttpRequest, pk: int) -> Team:
    """The team, if the user may correct it (a commissioner of its league); 404 if it does not exist."""
    team = get_object_or_404(Team.objects.select_related("league", "coach"), pk=pk)
    if not can_correct_team(request.user, team):
        raise PermissionDenied
    return team


def version_sent(request: HttpRequest) -> int | None:
    """The roster version the form was made from (-1 when missing or malformed: the write is then refused as stale)."""
    raw = request.POST.get("version", "")
    version = whole_number(raw)
    return -1 if version is None else version
