"""Post-game pages: the coach's advancement choice."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.core.exceptions import PermissionDenied
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.views.decorators.http import require_POST

from rules.advancement import PRIMARY, SECONDARY, eligible

from . import services
from .models import AdvancementChoice, Match, PlayerReport, PostGameStep
from .permissions import can_choose_advancement
from .services import MatchError


def _step_for_choice(request: HttpRequest, match_id: int, team_id: int) -> PostGameStep:
    step = get_object_or_404(
        PostGameStep.objects.select_related("team__league", "team__coach", "match__fixture__season__league"),
        match_id=match_id,
        team_id=team_id,
        step=2,
    )
    if not can_choose_advancement(request.user, step.team):
        raise PermissionDenied
    return step


@login_required
def advancement(request: HttpRequest, match_id: int, team_id: int) -> HttpResponse:
    """Seed 000, Player Advancement: a chosen player's random Primary skill, or a random player's Secondary."""
    step = _step_for_choice(request, match_id, team_id)
    match: Match = step.match
    team = step.team
    fixture = match.fixture
    back = fixture.get_absolute_url()
    if step.status != PostGameStep.Status.WAITING:
        messages.info(request, "This advancement is already done.")
        return redirect(back)
    candidates = services.advancement_candidates(match, team)
    players = [(c, [(cat, cat) for cat in c.categories(PRIMARY)]) for c in eligible(candidates)]
    choice = AdvancementChoice.objects.filter(match=match, team=team).first()
    error, field = "", ""
    if request.method == "POST":
        kind = request.POST.get("kind", "")
        player, _, category = request.POST.get("pick", "").partition(":")
        category = category or request.POST.get("category", "")
        keep = [int(i) for i in request.POST.getlist("keep_journeymen") if i.isdigit()]
        try:
            choice = services.advancement_choose(
                match=match,
                team=team,
                actor=request.user,
                kind=kind,
                player_id=int(player) if player.isdigit() else None,
                category=category,
                keep_journeymen=keep,
            )
        except MatchError as exc:
            error, field = exc.message, exc.field
        else:
            if choice.category:
                messages.success(request, "Choice recorded: the skill is being rolled.")
                return redirect(back)
    drawn = next((c for c in candidates if choice and c.key == choice.player_id), None)
    context = {
        "match": match,
        "team": team,
        "fixture": fixture,
        "players": players,
        "choice": choice,
        "drawn": drawn if choice and choice.kind == SECONDARY else None,
        "journeymen": list(team.players.filter(journeyman=True, status__in=("available", "mng"))),
        "error": error,
        "field": field,
        "PRIMARY": PRIMARY,
        "SECONDARY": SECONDARY,
    }
    return render(request, "matches/advancement.html", context, status=422 if error else 200)


@login_required
def player_report(request: HttpRequest, fixture_id: int, team_id: int) -> HttpResponse:
    """A team's player lines for a game: played, touchdowns, casualties caused, injuries, the apothecary."""
    from league.models import Fixture

    fixture = get_object_or_404(Fixture.objects.select_related("home", "away", "season__league"), pk=fixture_id)
    if team_id not in (fixture.home_id, fixture.away_id):
        raise Http404
    team = fixture.home if team_id == fixture.home_id else fixture.away
    if not can_choose_advancement(request.user, team):
        raise PermissionDenied
    match = services.match_for_fixture(fixture)
    players = list(team.players.filter(status__in=("available", "mng")).order_by("number"))
    existing = {r.player_id: r for r in match.player_reports.filter(team=team)}
    error = ""
    if request.method == "POST":
        lines = []
        try:
            for p in players:
                prefix = f"p{p.pk}_"
                roll = request.POST.get(prefix + "apothecary", "").strip()
                lines.append(
                    {
                        "player": p.pk,
                        "played": request.POST.get(prefix + "played") == "on",
                        "touchdowns": int(request.POST.get(prefix + "td") or 0),
                        "casualties": int(request.POST.get(prefix + "cas") or 0),
                        "injury": request.POST.get(prefix + "injury", ""),
                        "apothecary_roll": int(roll) if roll else None,
                    }
                )
            services.report_players(match=match, team=team, actor=request.user, lines=lines)
        except ValueError:
            error = "Touchdowns, casualties and the apothecary's roll are whole numbers."
        except MatchError as exc:
            error = exc.message
        else:
            messages.success(request, f"Player report for {team.name} saved.")
            return redirect(fixture.get_absolute_url())
        existing = {}
        posted = {line["player"]: line for line in lines}
    else:
        posted = {}
    rows = []
    for p in players:
        report = existing.get(p.pk)
        line = posted.get(p.pk, {})
        rows.append(
            {
                "player": p,
                "played": line.get("played", report.played if report else p.status == "available"),
                "td": line.get("touchdowns", report.touchdowns if report else 0),
                "cas": line.get("casualties", report.casualties if report else 0),
                "injury": line.get("injury", report.injury if report else ""),
                "apothecary": line.get("apothecary_roll", report.apothecary_roll if report else None),
            }
        )
    context = {
        "fixture": fixture,
        "team": team,
        "rows": rows,
        "injuries": PlayerReport.Injury.choices,
        "error": error,
        "confirmed": fixture.status == Fixture.Status.CONFIRMED,
    }
    return render(request, "matches/report.html", context, status=422 if error else 200)


@login_required
@require_POST
def void(request: HttpRequest, match_id: int) -> HttpResponse:
    """A commissioner voids a confirmed report: the post-game changes are reversed and the result reopens."""
    from teams.permissions import is_commissioner

    match = get_object_or_404(Match.objects.select_related("fixture__season__league"), pk=match_id)
    if not is_commissioner(request.user, match.fixture.season.league):
        raise PermissionDenied
    try:
        services.match_void(match=match, actor=request.user)
    except MatchError as exc:
        messages.error(request, exc.message)
    else:
        messages.success(request, "Result voided: every post-game change is reversed and the result is open again.")
    return redirect(match.fixture.get_absolute_url())


def _fixture_for_table(request: HttpRequest, fixture_id: int):
    from league.models import Fixture
    from teams.permissions import is_commissioner

    fixture = get_object_or_404(Fixture.objects.select_related("home", "away", "season__league"), pk=fixture_id)
    plays = request.user.pk in {fixture.home.coach_id, getattr(fixture.away, "coach_id", None)}
    if not (plays or is_commissioner(request.user, fixture.season.league)):
        raise PermissionDenied
    return fixture


@login_required
def table_side(request: HttpRequest, fixture_id: int) -> HttpResponse:
    """The ruleset's tables for the table-side coach, each with a roll button; every roll is kept."""
    from rules.tables import TABLES

    fixture = _fixture_for_table(request, fixture_id)
    match = services.match_for_fixture(fixture)
    rules = fixture.season.league.rules()
    error = ""
    if request.method == "POST":
        try:
            services.table_roll(match=match, table_key=request.POST.get("table", ""), actor=request.user)
        except MatchError as exc:
            error = exc.message
    tables = [TABLES[key] for key in rules.tables.values() if key in TABLES]
    rolls = list(match.rolls.order_by("-created_at", "-pk")[:20])
    context = {"fixture": fixture, "match": match, "tables": tables, "rolls": rolls, "error": error}
    if request.htmx:
        return render(request, "matches/table_side.html#rolls", context)
    return render(request, "matches/table_side.html", context, status=422 if error else 200)


def _side_team(fixture, raw):
    """The fixture's team named by a posted id; anything else (a forged id, another game's team) is a 404."""
    team_id = int(raw) if str(raw).isdigit() else None
    if team_id is None or team_id not in (fixture.home_id, fixture.away_id):
        raise Http404
    return fixture.home if team_id == fixture.home_id else fixture.away


def _quantities(post, rules) -> tuple[dict[str, int], str, str]:
    """The posted number of each inducement (fields ``i-<key>``); an error and its field for a bad number."""
    purchases = {}
    for item in rules.inducements:
        raw = post.get(f"i-{item.key}", "").strip()
        if not raw:
            continue
        if not raw.isdigit():
            return purchases, f"{item.name}: a whole number of 0 or more.", item.key
        purchases[item.key] = int(raw)
    return purchases, "", ""


@login_required
def pregame(request: HttpRequest, fixture_id: int) -> HttpResponse:
    """Before kick-off: who can play, Journeymen, and each team's inducements (the favourite buys first)."""
    from rules import matchday

    from .selectors import pregame_for_fixture

    fixture = _fixture_for_table(request, fixture_id)
    if fixture.away_id is None:
        raise Http404
    match = services.match_for_fixture(fixture)
    error, field, acting = "", "", None
    posted: dict[str, int] = {}
    if request.method == "POST":
        acting = _side_team(fixture, request.POST.get("team"))
        if not can_choose_advancement(request.user, acting):
            raise PermissionDenied
        rules = acting.rules()
        posted, error, field = _quantities(request.POST, rules)
        if request.htmx and request.POST.get("quote"):
            side = next(s for s in pregame_for_fixture(fixture=fixture, user=request.user) if s["team"] == acting)
            priced = matchday.quote(posted, rules, acting.race_rules, acting.special_rules)
            problems = [error] if error else priced.problems
            cost = 0 if error else priced.cost
            context = {"side": side, "cost": cost, "problems": problems, "over": cost > side["budget"].total}
            return render(request, "matches/pregame.html#quote", context)
        if not error:
            try:
                services.inducements_buy(match=match, team=acting, actor=request.user, purchases=posted)
            except MatchError as exc:
                error, field = exc.message, exc.field
            else:
                messages.success(request, f"Inducements for {acting.name} bought.")
                return redirect("matches:pregame", fixture.pk)
    context = {
        "fixture": fixture,
        "match": match,
        "sides": pregame_for_fixture(
            fixture=fixture, user=request.user, posted={acting.pk: posted} if acting else None
        ),
        "error": error,
        "field": field,
        "acting": acting,
    }
    return render(request, "matches/pregame.html", context, status=422 if error else 200)


@login_required
@require_POST
def journeymen(request: HttpRequest, fixture_id: int, team_id: int) -> HttpResponse:
    """Seed 000, Journeymen: fill a short team up to seven for this game."""
    fixture = _fixture_for_table(request, fixture_id)
    team = _side_team(fixture, team_id)
    if not can_choose_advancement(request.user, team):
        raise PermissionDenied
    try:
        created = services.pregame_add_journeymen(
            match=services.match_for_fixture(fixture), team=team, actor=request.user
        )
    except MatchError as exc:
        messages.error(request, exc.message)
    else:
        if created:
            messages.success(request, f"{len(created)} Journeymen join {team.name} for this game.")
        else:
            messages.info(request, f"{team.name} already has seven players who can play.")
    return redirect("matches:pregame", fixture.pk)


@login_required
def match_sheet_pdf(request: HttpRequest, fixture_id: int) -> HttpResponse:
    """A pre-filled sheet for the table: both teams' available players, re-rolls, and boxes for the game."""
    from django.template.loader import render_to_string

    from league.models import Fixture
    from teams.pdf import html_to_pdf
    from teams.selectors import team_for_page, team_page_context

    fixture = get_object_or_404(Fixture.objects.select_related("season__league"), pk=fixture_id)
    if fixture.away_id is None:
        raise Http404
    from .models import InducementPurchase

    rules = fixture.season.league.rules()
    purchases = {p.team_id: p for p in InducementPurchase.objects.filter(match__fixture=fixture)}
    sides = []
    for team_id in (fixture.home_id, fixture.away_id):
        context = team_page_context(team=team_for_page(pk=team_id), user=request.user, history=False)
        context["roster"] = [row for row in context["roster"] if row["player"].status == "available"]
        purchase = purchases.get(team_id)
        context["purchase"] = purchase
        context["bought"] = purchase.bought(rules) if purchase else []
        sides.append(context)
    from rules.tables import injury_table_for

    tables = [injury_table_for(stunty=False), injury_table_for(stunty=True)]
    html = render_to_string(
        "matches/match_sheet.html", {"fixture": fixture, "sides": sides, "injury_tables": tables}, request=request
    )
    response = HttpResponse(html_to_pdf(html), content_type="application/pdf")
    response["Content-Disposition"] = f'attachment; filename="match-{fixture.pk}.pdf"'
    return response
