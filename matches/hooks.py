"""How matches answers league's hooks for results and the league file (registered in ``MatchesConfig.ready()``):
the result pre-filled from the player reports and checked against them, and each fixture's voids in the file.
Reads only; recreating voids from a file is ``services.voids_import``."""

from __future__ import annotations

from django.utils.translation import ngettext

from .models import MatchVoid, PlayerReport


def result_prefill(*, fixture) -> dict | None:
    """Registered with league (``register_result_prefill``): the touchdowns and casualties summed from the
    submitted player reports, None when there are none."""
    rows = PlayerReport.objects.filter(match__fixture=fixture).values_list("team_id", "touchdowns", "casualties")
    rows = list(rows)
    if not rows:
        return None
    sums = {fixture.home_id: [0, 0], fixture.away_id: [0, 0]}
    for team_id, touchdowns, casualties in rows:
        if team_id in sums:
            sums[team_id][0] += touchdowns
            sums[team_id][1] += casualties
    return {
        "home_td": sums[fixture.home_id][0],
        "away_td": sums[fixture.away_id][0],
        "home_cas": sums[fixture.home_id][1],
        "away_cas": sums[fixture.away_id][1],
    }


def result_check(*, fixture, figures: dict) -> list[str]:
    """Registered with league (``register_result_check``): which team's submitted report disagrees with the
    touchdowns entered (nothing when they agree, or a team has no report)."""
    submitted: dict[int, int] = {}
    for team_id, touchdowns in PlayerReport.objects.filter(match__fixture=fixture).values_list("team_id", "touchdowns"):
        submitted[team_id] = submitted.get(team_id, 0) + touchdowns
    problems = []
    for team, key in ((fixture.home, "home_td"), (fixture.away, "away_td")):
        if team is None or team.pk not in submitted or figures.get(key) is None:
            continue
        if int(figures[key]) != submitted[team.pk]:
            count = submitted[team.pk]
            message = ngettext(
                "%(team)s's player report records %(count)s touchdown; the result says %(entered)s.",
                "%(team)s's player report records %(count)s touchdowns; the result says %(entered)s.",
                count,
            )
            problems.append(message % {"team": team.name, "count": count, "entered": figures[key]})
    return problems


def fixture_export(*, fixture) -> dict:
    """Registered with league (``register_fixture_export``): the fixture's voids for the league file (who voided,
    why, when, the voided score, the rolls it had made). Never the seed."""
    voids = list(MatchVoid.objects.filter(match__fixture=fixture).order_by("voided_at", "pk"))
    if not voids:
        return {}
    return {
        "voids": [
            {
                "voided_by": v.voided_by_name,
                "reason": v.reason,
                "voided_at": v.voided_at.isoformat(),
                "home_td": v.home_td,
                "away_td": v.away_td,
                "rolls": v.rolls,
            }
            for v in voids
        ]
    }
