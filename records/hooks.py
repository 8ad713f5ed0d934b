"""How records answers the apps before it (registered in ``RecordsConfig.ready()``): the roster's record columns
and a link to the team's statistics on the team page, and each player's record and the awards in the league file."""

from __future__ import annotations

from django.urls import reverse
from django.utils.translation import gettext as _
from django.utils.translation import pgettext

from teams.models import Player

from .figures import ADVANCEMENT, counted_steps
from .selectors import player_records, season_awards
from .selectors.players import EMPTY


def team_page(*, team, players) -> dict:
    """Games, touchdowns, casualties and lasting injuries in the roster's columns (one query); the links to the
    team's statistics and to each player's page."""
    records = player_records(player_ids=[p.pk for p in players])
    cells = {}
    for p in players:
        r = records.get(p.pk, EMPTY)
        cells[p.pk] = [r["games"], r["touchdowns"], r["casualties"]]
    return {
        "columns": [_("Games"), _("TD"), pgettext("short for casualties", "Cas")],
        "cells": cells,
        "links": [(_("Statistics and history"), reverse("records:team", kwargs={"pk": team.pk}))],
    }


def league_export(*, league) -> dict:
    """``player_records``: every player of the league's teams with his record (games, touchdowns, casualties,
    completions, interceptions, fouls, games sent off in, injuries, games missed, the skills he gained with the
    fixture each came from), and ``awards``: the season awards. Four queries."""
    players = list(
        Player.objects.filter(team__league=league).select_related("team").order_by("team__name", "number", "pk")
    )
    records = player_records(player_ids=[p.pk for p in players])
    skills: dict[int, list] = {}
    steps = (
        counted_steps(ADVANCEMENT)
        .filter(team__league=league, changes__has_key="skill")
        .values("changes", "match__fixture_id")
        .order_by("match__fixture__confirmed_at", "pk")
    )
    for s in steps:
        skills.setdefault(s["changes"].get("player"), []).append(
            {"skill": s["changes"]["skill"], "fixture": s["match__fixture_id"]}
        )
    rows = []
    for p in players:
        rows.append(
            {
                "team": p.team.name,
                "number": p.number,
                "name": p.name,
                "position": p.position,
                "status": p.status,
                **records.get(p.pk, {**EMPTY, "games_missed": 0}),
                "skills": skills.get(p.pk, []),
            }
        )
    awards = [
        {
            "season": a.season.number,
            "kind": a.kind,
            "title": a.title,
            "team": a.team.name,
            "player": (a.player.name or f"#{a.player.number} {a.player.position}") if a.player else None,
            "figure": a.figure,
        }
        for a in reversed(season_awards(league=league))
    ]
    return {"player_records": rows, "awards": awards}


def league_page(*, request, league, context) -> dict:
    """The league home shows the latest season awards: a card htmx fills from ``records:awards_panel`` (no query
    on the home page itself)."""
    return {"panels": ["records/_league_awards.html"]}
