"""The pre-game page (Fan Factor, Journeymen, inducements) and the table side's rolls."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.utils.translation import gettext as _
from django.utils.translation import ngettext
from django.views.decorators.http import require_POST

from core.wording import words
from rules import matchday, postgame
from rules.errors import DomainError
from rules.tables import table as table_of

from .. import selectors, services
from ..forms import InducementsForm, summary
from ..models import MatchRoll
from .access import fixture_for_match_day, team_for_write

# --- fetching, one helper per kind of access ----------------------------------------------------


@login_required
def table_side(request: HttpRequest, fixture_id: int) -> HttpResponse:
    """The tables seed 000 names during play, each with a roll button; a roll's result shows beside the button that
    was tapped (htmx swaps that table's slot, and the list of rolls out of band), saying who rolled it for which
    game. Every roll is kept."""
    fixture = fixture_for_match_day(request, fixture_id)
    rules = fixture.season.league.rules()
    error, roll, rolled_table = "", None, ""
    if request.method == "POST":
        rolled_table = request.POST.get("table", "")
        try:
            roll = services.table_roll(
                match=services.match_for_fixture(fixture), table_key=rolled_table, actor=request.user
            )
        except DomainError as exc:
            error = exc.message
    match = selectors.match_of(fixture)
    tables = [table_of(key) for key in rules.tables.values()]
    rolls = list(match.rolls.order_by("-created_at", "-pk")[:20]) if match else []
    context = {
        "fixture": fixture,
        "match": match,
        "tables": tables,
        "rolls": rolls,
        "error": error,
        "rules": rules,
        "has_kick_off": "kick_off" in rules.tables,
        "roll": roll,
        "rolled_table": rolled_table,
        "entry": table_of(rolled_table).lookup(roll.result) if roll else None,
    }
    if request.htmx and request.method == "POST":
        return render(request, "matches/table_side.html#rolled", context)  # htmx swaps only a 2xx answer
    return render(request, "matches/table_side.html", context, status=422 if error else 200)


@login_required
def pregame(request: HttpRequest, fixture_id: int) -> HttpResponse:
    """Before kick-off: who can play, Journeymen, and each team's inducements (the favourite buys first)."""
    fixture = fixture_for_match_day(request, fixture_id)
    if fixture.away_id is None:
        raise Http404
    error, field, acting = "", "", None
    posted: dict[str, int] = {}
    if request.method == "POST":
        acting = team_for_write(request, fixture, request.POST.get("team"))
        rules = acting.rules()
        form = InducementsForm(request.POST, ruleset=rules)
        valid = form.is_valid()
        posted = form.purchases()
        if request.htmx and request.POST.get("quote"):
            side = next(
                s for s in selectors.pregame_for_fixture(fixture=fixture, user=request.user) if s["team"] == acting
            )
            priced = matchday.quote(posted, rules, acting.race_rules, acting.special_rules)
            problems = [summary(form)[0]] if not valid else words(priced.problems)
            cost = priced.cost if valid else 0
            context = {"side": side, "cost": cost, "problems": problems, "over": cost > side["budget"].total}
            return render(request, "matches/pregame.html#quote", context)
        if valid:
            try:
                services.inducements_buy(
                    match=services.match_for_fixture(fixture),
                    team=acting,
                    actor=request.user,
                    purchases=posted,
                    mercenaries=form.mercenaries(),
                )
            except DomainError as exc:
                exc.add_to(form)
            else:
                messages.success(request, _("Inducements for %(team)s bought.") % {"team": acting.name})
                return redirect("matches:pregame", fixture.pk)
        error, field = summary(form)
        field = field.removeprefix("i-")
    sides = selectors.pregame_for_fixture(
        fixture=fixture, user=request.user, posted={acting.pk: posted} if acting else None
    )
    rules = fixture.season.league.rules()
    d3s = _fan_factor_d3s(fixture) if any(side["fan_factor"] is not None for side in sides) else {}
    for side in sides:
        d3 = d3s.get(side["team"].pk)
        side["fan_factor_d3"] = d3
        side["fan_factor_fans"] = side["fan_factor"] - d3 if d3 is not None and side["fan_factor"] is not None else None
    context = {
        "fixture": fixture,
        "sides": sides,
        "error": error,
        "field": field,
        "acting": acting,
        "rules": rules,
        # 2020 rulebook, pre-game step 5; the 2025 pre-game has no free Prayers (Ruleset.underdog_prayers)
        "prayers": sides[0]["prayers"] if rules.underdog_prayers else None,
        "prayer_step": matchday.PRAYER_STEP,
        # Pre-game Sequence: Take on Journeymen before Inducements (rules.matchday.inducements_wait_for_journeymen)
        "journeymen_first": matchday.inducements_wait_for_journeymen(len(side["available"]) for side in sides),
    }
    return render(request, "matches/pregame.html", context, status=422 if error else 200)


def _fan_factor_d3s(fixture) -> dict[int, int]:
    """Each team's Fan Factor D3 as kept with the match's rolls (rules.postgame.FAN_FACTOR_WHY)."""
    rolls = MatchRoll.objects.filter(match__fixture=fixture, why=postgame.FAN_FACTOR_WHY, post_game=False)
    return dict(rolls.order_by("pk").values_list("team_id", "result"))


@login_required
@require_POST
def fan_factor(request: HttpRequest, fixture_id: int, team_id: int) -> HttpResponse:
    """2020 rulebook, pre-game The Fans: roll the team's Fan Factor once, for both coaches to see."""
    fixture = fixture_for_match_day(request, fixture_id)
    team = team_for_write(request, fixture, team_id)
    try:
        value = services.pregame_roll_fans(match=services.match_for_fixture(fixture), team=team, actor=request.user)
    except DomainError as exc:
        messages.error(request, exc.message)
    else:
        text = _("%(team)s's Fan Factor for this game: %(value)s.")
        messages.success(request, text % {"team": team.name, "value": value})
    return redirect("matches:pregame", fixture.pk)


@login_required
@require_POST
def journeymen(request: HttpRequest, fixture_id: int, team_id: int) -> HttpResponse:
    """Seed 000, Journeymen: fill a short team up to seven for this game."""
    fixture = fixture_for_match_day(request, fixture_id)
    team = team_for_write(request, fixture, team_id)
    try:
        created = services.pregame_add_journeymen(
            match=services.match_for_fixture(fixture), team=team, actor=request.user
        )
    except DomainError as exc:
        messages.error(request, exc.message)
    else:
        if created:
            joined = ngettext(
                "%(count)s Journeyman joins %(team)s for this game.",
                "%(count)s Journeymen join %(team)s for this game.",
                len(created),
            )
            messages.success(request, joined % {"count": len(created), "team": team.name})
        else:
            messages.info(request, _("%(team)s already has seven players who can play.") % {"team": team.name})
    return redirect("matches:pregame", fixture.pk)
