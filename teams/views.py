"""Team pages: draft, roster, keeping the roster, corrections, import/export and the team sheet."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.core.exceptions import PermissionDenied
from django.http import Http404, HttpRequest, HttpResponse, JsonResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.template.loader import render_to_string
from django.utils.text import slugify
from django.views.decorators.http import require_POST
from django_htmx.http import HttpResponseClientRedirect

from rules.bbroster import parse_bbroster
from rules.draft import room_for, validate_draft
from rules.errors import DomainError
from rules.rosters import EDITIONS
from rules.rosters import race as find_race
from rules.rulesets import get_ruleset, rulesets_for
from rules.textinput import JSONInputError, load_json, whole_number

from . import selectors, services
from .access import readable_team, team_og
from .forms import (
    BbrosterPasteForm,
    CorrectPlayerForm,
    CorrectTeamForm,
    DraftRow,
    DraftState,
    HireForm,
    ImportForm,
    StartDraftForm,
    draft_choice,
    draft_state_from_bbroster,
    draft_state_from_post,
    every_race,
)
from .hooks import team_page_extras
from .models import Player, Team
from .pdf import pdf_response
from .permissions import (
    can_correct_team,
    can_edit_team,
    can_enter_league,
    league_for_slug,
    leagues_open_to,
)

ROSTER_FILE_MAX_BYTES = 256_000


def _team_for_write(request: HttpRequest, pk: int) -> Team:
    """The team, if the user is its coach or a commissioner of its league; 404 if it does not exist."""
    team = get_object_or_404(Team.objects.select_related("league", "coach"), pk=pk)
    if not can_edit_team(request.user, team):
        raise PermissionDenied
    return team


def _team_for_correction(request: HttpRequest, pk: int) -> Team:
    team = get_object_or_404(Team.objects.select_related("league", "coach"), pk=pk)
    if not can_correct_team(request.user, team):
        raise PermissionDenied
    return team


def _version(request: HttpRequest) -> int | None:
    raw = request.POST.get("version", "")
    version = whole_number(raw)
    return -1 if version is None else version


def _league_for_draft(request: HttpRequest):
    """The league named by ``?league=<slug>``, if the user may enter a team in it (None when none is named)."""
    slug = request.GET.get("league") or request.POST.get("league")
    if not slug:
        return None
    league = league_for_slug(slug)
    if league is None:
        raise Http404
    if not can_enter_league(request.user, league):
        raise PermissionDenied
    return league


# --- drafting -----------------------------------------------------------------------------------


def _draft_context(*, race, rules, state: DraftState, league, errors=()) -> dict:
    report = validate_draft(state.to_draft(race), rules)
    positions = [
        {
            "position": p,
            "room": room_for(p, report, rules, len(state.rows)),
            "specialist": rules.is_specialist(p),
            "full": report.position_counts.get(p.name, 0) >= p.max_qty,  # Add is disabled
        }
        for p in race.positions
    ]
    for row in state.rows:
        found = race.position(row.position)
        row.fee = found.cost if found else 0
        row.specialist = bool(found and rules.is_specialist(found))
        row.lineman = bool(found and found.is_lineman)
    violations = list({error.message: error for error in report.errors}.values())  # each listed once
    return {
        "race": race,
        "rules": rules,
        "state": state,
        "report": report,
        "violations": violations,
        "started": bool(state.rows or errors),  # no error before the coach has added a player
        "positions": positions,
        "fees": {p.name: p.cost for p in race.positions},
        "league": league,
        "gold_left": rules.budget - report.cost,
        "specialists_left": max(rules.max_specialists - report.specialists, 0),
        "reroll_price": rules.reroll_price(race),
        "save_errors": errors,
    }


@login_required
def draft_team(request: HttpRequest) -> HttpResponse:
    """Pick a ruleset and race, then build the team; htmx keeps the totals and violations live."""
    league = _league_for_draft(request)
    source = request.POST if request.method == "POST" else request.GET
    edition, race, rules = draft_choice(source, league)
    if race is None or rules is None:
        form = StartDraftForm(source if source.get("race") is not None else None, races=every_race(), league=league,
                              asked=source)
        if source.get("race") is not None:
            form.is_valid()
            if race is None:
                form.add_error("race", "Choose a team from the list.")
            else:
                form.add_error(
                    "ruleset", f"The {edition} edition offers: {', '.join(r.name for r in rulesets_for(edition))}."
                )
        rulesets = [league.rules()] if league else [r for e in EDITIONS for r in rulesets_for(e)]
        return render(request, "teams/draft_start.html", {"form": form, "league": league, "rulesets": rulesets})

    if request.method != "POST":
        state = DraftState(name="")
        return render(request, "teams/draft.html", _draft_context(race=race, rules=rules, state=state, league=league))

    state = draft_state_from_post(request.POST)
    op = request.POST.get("op", "preview")
    partial = "summary"
    if op.startswith("add:"):
        state.rows.append(DraftRow(position=op[4:], number=str(state.next_free_number())))
        partial = "draft-body"
    elif op.startswith("remove:"):
        index = op[7:]
        at = whole_number(index, high=len(state.rows) - 1) if state.rows else None
        if at is not None:
            state.rows.pop(at)
        partial = "draft-body"
    elif op == "save":
        row_errors = any(r.error for r in state.rows)
        errors: list[str] = []
        if not state.field_errors and not row_errors:
            try:
                team = services.team_create(
                    coach=request.user,
                    name=state.name,
                    draft=state.to_draft(race),
                    ruleset_key=rules.key,
                    league=league,
                    special_rule=state.special_rule,
                    edition=rules.edition,
                    budget=rules.budget,  # a friendly team's (an event's); a league's draft keeps the league's
                )
            except DomainError as exc:
                if exc.field:
                    state.field_errors[exc.field] = exc.message
                errors = [v.message for v in exc.violations] or ([] if exc.field else [exc.message])
            else:
                messages.success(request, f"{team.name} is drafted. Good luck, coach.")
                if request.htmx:
                    return HttpResponseClientRedirect(team.get_absolute_url())
                return redirect(team)
        else:
            errors = ["Fix the fields marked below; nothing was saved."]
        context = _draft_context(race=race, rules=rules, state=state, league=league, errors=errors)
        template = "teams/draft.html#draft-body" if request.htmx else "teams/draft.html"
        return render(request, template, context, status=200 if request.htmx else 422)

    context = _draft_context(race=race, rules=rules, state=state, league=league)
    if request.htmx:
        return render(request, f"teams/draft.html#{partial}", context)
    return render(request, "teams/draft.html", context)


# --- the team page ------------------------------------------------------------------------------


@readable_team
def team_detail(request: HttpRequest, team: Team) -> HttpResponse:
    context = selectors.team_page_context(team=team, user=request.user)
    extras = team_page_extras(team=team, players=[row["player"] for row in context["roster"]])
    for row in context["roster"]:
        row["extra"] = list(zip(extras["roster_columns"], extras["roster_cells"][row["player"].pk], strict=True))
    context |= extras
    context["og"] = team_og(request, team)
    if can_edit_team(request.user, team) and "hire_form" not in context:
        context["hire_form"] = HireForm(initial={"version": team.version}, race=context["race"])
    return render(request, "teams/detail.html", context)


def _refused(request: HttpRequest, team: Team, exc: DomainError) -> HttpResponse:
    messages.error(request, exc.message)
    return redirect(team)


@login_required
@require_POST
def team_hire(request: HttpRequest, pk: int) -> HttpResponse:
    team = _team_for_write(request, pk)
    form = HireForm(request.POST, race=team.race_rules)
    if not form.is_valid():
        context = selectors.team_page_context(team=selectors.team_for_page(pk=pk), user=request.user)
        context["hire_form"] = form
        return render(request, "teams/detail.html", context, status=422)
    try:
        player = services.team_hire_player(
            team=team,
            actor=request.user,
            version=form.cleaned_data["version"],
            position=form.cleaned_data["position"],
            name=form.cleaned_data["name"],
            number=form.cleaned_data["number"],
        )
    except DomainError as exc:
        context = selectors.team_page_context(team=selectors.team_for_page(pk=pk), user=request.user)
        exc.add_to(form)
        context["hire_form"] = form
        return render(request, "teams/detail.html", context, status=409 if exc.field == "version" else 422)
    messages.success(request, f"Hired #{player.number} {player.name or player.position}.")
    return redirect(team)


@login_required
@require_POST
def team_fire(request: HttpRequest, pk: int, player_id: int) -> HttpResponse:
    team = _team_for_write(request, pk)
    if request.POST.get("confirm") != "yes":
        return _refused(request, team, DomainError("Nobody was fired: tick the box to confirm first."))
    try:
        player = services.team_fire_player(
            team=team, actor=request.user, version=_version(request), player_id=player_id
        )
    except DomainError as exc:
        return _refused(request, team, exc)
    messages.success(request, f"#{player.number} {player.name or player.position} has left the team.")
    return redirect(team)


@login_required
@require_POST
def team_buy_staff(request: HttpRequest, pk: int, kind: str) -> HttpResponse:
    team = _team_for_write(request, pk)
    try:
        services.team_buy_staff(team=team, actor=request.user, version=_version(request), kind=kind)
    except DomainError as exc:
        return _refused(request, team, exc)
    messages.success(request, "Bought from the treasury.")
    return redirect(team)


# --- commissioner corrections -------------------------------------------------------------------


def _correction(request: HttpRequest, team: Team, form, apply, title: str, **extra) -> HttpResponse:
    """A commissioner's correction form: on a valid post, ``apply`` (a service) records it with its reason."""
    if request.method == "POST" and form.is_valid():
        try:
            apply(
                actor=request.user,
                reason=form.cleaned_data["reason"],
                version=form.cleaned_data["version"],
                **form.cleaned_changes(),
            )
        except DomainError as exc:
            exc.add_to(form)
        else:
            messages.success(request, "Correction recorded in the team's history.")
            return redirect(team)
    return render(request, "teams/correct.html", {"team": team, "form": form, "title": title, **extra})


@login_required
def team_correct(request: HttpRequest, pk: int) -> HttpResponse:
    team = _team_for_correction(request, pk)
    initial = {f: getattr(team, f) for f in services.TEAM_FIELDS} | {"version": team.version}
    form = CorrectTeamForm(request.POST or None, initial=initial)

    def apply(**kwargs):
        return services.team_correct_team(team=team, **kwargs)

    return _correction(request, team, form, apply, f"Correct {team.name}")


@login_required
def player_correct(request: HttpRequest, pk: int, player_id: int) -> HttpResponse:
    team = _team_for_correction(request, pk)
    player = get_object_or_404(Player, pk=player_id, team=team)
    initial = {f: getattr(player, f) for f in services.PLAYER_FIELDS if f != "gained_skills"}
    initial |= {"gained_skills": ", ".join(player.gained_skill_names), "version": team.version}
    form = CorrectPlayerForm(request.POST or None, initial=initial)

    def apply(**kwargs):
        return services.team_correct_player(player=player, **kwargs)

    title = f"Correct #{player.number} {player.name or player.position}"
    return _correction(request, team, form, apply, title, player=player)


# --- import and export --------------------------------------------------------------------------


@readable_team
def team_export(request: HttpRequest, team: Team) -> JsonResponse:
    response = JsonResponse(selectors.team_roster_file(team=team), json_dumps_params={"indent": 2})
    response["Content-Disposition"] = f'attachment; filename="team-{team.pk}.json"'
    return response


def _draft_from_bbroster(request: HttpRequest, paste: BbrosterPasteForm) -> HttpResponse | None:
    """A bbroster.com code read into the draft page (nothing saved: the coach checks it and saves there); None,
    with the reason beside the field, when the paste cannot be read."""
    try:
        found = parse_bbroster(paste.cleaned_data["code"])
    except DomainError as exc:
        exc.add_to(paste)
        return None
    league = paste.cleaned_data.get("league")
    rules = league.rules() if league else get_ruleset("sevens")
    notes = list(found.notes)
    if found.format and found.format != rules.name:
        notes.insert(0, f"bbroster built this team for {found.format}; it is drafted here under {rules.name}.")
    if found.treasury:
        notes.append("A drafted team's treasury is the budget left after the draft, not bbroster's treasury.")
    state = draft_state_from_bbroster(found)
    context = _draft_context(race=find_race(found.draft.race), rules=rules, state=state, league=league)
    return render(request, "teams/draft.html", context | {"imported_from": "bbroster.com", "imported_notes": notes})


@login_required
def team_import(request: HttpRequest) -> HttpResponse:
    leagues = leagues_open_to(user=request.user)
    chosen = leagues.filter(slug=request.GET["league"]).first() if request.GET.get("league") else None  # ?league=
    pasting = request.method == "POST" and request.POST.get("source") == "bbroster"
    paste = BbrosterPasteForm(
        request.POST if pasting else None, leagues=leagues, prefix="bbroster", initial={"league": chosen}
    )
    if pasting:
        if paste.is_valid() and (response := _draft_from_bbroster(request, paste)) is not None:
            return response
        form = ImportForm(leagues=leagues)
        return render(request, "teams/import.html", {"form": form, "paste": paste}, status=422)
    form = ImportForm(request.POST or None, request.FILES or None, leagues=leagues, initial={"league": chosen})
    if request.method == "POST" and form.is_valid():
        upload = form.cleaned_data["file"]
        try:
            if upload.size > ROSTER_FILE_MAX_BYTES:
                raise DomainError("The file is too large for a roster.", field="file")
            data = load_json(upload.read(), max_bytes=ROSTER_FILE_MAX_BYTES)
        except JSONInputError as exc:
            form.add_error("file", f"This is not a roster file: {exc}.")
        except DomainError as exc:
            exc.add_to(form)
        else:
            league = form.cleaned_data.get("league")
            try:
                team = services.team_import_roster(coach=request.user, data=data, league=league)
            except DomainError as exc:
                exc.add_to(form, aliases={field: "file" for field, _ in exc.messages()})  # all about the file
            else:
                messages.success(request, f"{team.name} is imported.")
                return redirect(team)
    return render(request, "teams/import.html", {"form": form, "paste": paste, "chosen_league": chosen})


# --- team sheets --------------------------------------------------------------------------------


@readable_team
def team_sheet(request: HttpRequest, team: Team) -> HttpResponse:
    context = selectors.team_page_context(team=team, user=request.user, history=False)
    return render(request, "teams/sheet.html", context)


@readable_team
def team_sheet_pdf(request: HttpRequest, team: Team) -> HttpResponse:
    context = selectors.team_page_context(team=team, user=request.user, history=False)
    html = render_to_string("teams/sheet_pdf.html", {"sheets": [context], "title": team.name}, request=request)
    return pdf_response(html, f"{slugify(team.name) or 'team'}-sheet.pdf")

