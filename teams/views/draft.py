"""The draft page: a team drafted for a league or a friendly budget, position by position (htmx partials)."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.core.exceptions import PermissionDenied
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.utils.translation import gettext as _
from django.utils.translation import ngettext, ngettext_lazy
from django_htmx.http import HttpResponseClientRedirect

from core.wording import gp, word
from rules.draft import room_for, validate_draft
from rules.errors import DomainError
from rules.rosters import EDITIONS, races
from rules.rulesets import NON_LINEMAN, WITHOUT_LINEMAN_KEYWORD, rulesets_for
from rules.textinput import whole_number

from .. import services
from ..forms import (
    DraftRow,
    DraftState,
    StartDraftForm,
    draft_choice,
    draft_state_from_post,
)
from ..permissions import (
    can_enter_league,
    league_for_slug,
)


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


# The team's specialists full, worded by the ruleset's specialist rule (specialists, non-Linemen, or players without
# the Lineman keyword).
SPECIALISTS_FULL = {
    NON_LINEMAN: ngettext_lazy(
        "The team has its %(count)s non-Lineman, the most it may have.",
        "The team has its %(count)s non-Linemen, the most it may have.",
        "count",
    ),
    WITHOUT_LINEMAN_KEYWORD: ngettext_lazy(
        "The team has its %(count)s player without the Lineman keyword, the most it may have.",
        "The team has its %(count)s players without the Lineman keyword, the most it may have.",
        "count",
    ),
}
SPECIALISTS_FULL_DEFAULT = ngettext_lazy(
    "The team has its %(count)s specialist, the most it may have.",
    "The team has its %(count)s specialists, the most it may have.",
    "count",
)


def why_not_addable(position, *, room: int, report, rules, players: int, gold_left: int) -> str:
    """Why another player of this position cannot be added now ("" when he can), from the rules core's figures:
    the position's cap, the team's players, its specialists and Big Guys (``room_for``), then the gold left."""
    if room <= 0:
        if report.position_counts.get(position.name, 0) >= position.max_qty:
            return _("The roster has every %(position)s it may take (0-%(most)s).") % {
                "position": position.name,
                "most": position.max_qty,
            }
        if players >= rules.max_players:
            return ngettext(
                "The team has its %(count)s player, the most it may have.",
                "The team has its %(count)s players, the most it may have.",
                rules.max_players,
            ) % {"count": rules.max_players}
        if rules.is_specialist(position) and report.specialists >= rules.max_specialists:
            full = SPECIALISTS_FULL.get(rules.specialist_rule, SPECIALISTS_FULL_DEFAULT)
            return full % {"count": rules.max_specialists}
        race = report.race
        if position.is_big_guy and race is not None and race.max_big_guys is not None:
            return ngettext(
                "The team has its %(count)s Big Guy, the most %(race)s may have.",
                "The team has its %(count)s Big Guys, the most %(race)s may have.",
                race.max_big_guys,
            ) % {"count": race.max_big_guys, "race": _(race.name)}
        return _("No room for another %(position)s.") % {"position": position.name}
    if position.cost > gold_left:
        return _("Costs %(cost)s; %(left)s left.") % {"cost": gp(position.cost), "left": gp(max(gold_left, 0))}
    return ""


def draft_context(*, race, rules, state: DraftState, league, errors=()) -> dict:
    report = validate_draft(state.to_draft(race), rules)
    gold_left = rules.budget - report.cost
    positions = []
    for p in race.positions:
        room = room_for(p, report, rules, len(state.rows))
        why_not = why_not_addable(p, room=room, report=report, rules=rules, players=len(state.rows),
                                  gold_left=gold_left)
        positions.append({"position": p, "room": room, "specialist": rules.is_specialist(p), "why_not": why_not})
    for row in state.rows:
        found = race.position(row.position)
        row.fee = found.cost if found else 0
        row.specialist = bool(found and rules.is_specialist(found))
        row.lineman = bool(found and found.is_lineman)
    worded = {word(error): error.code for error in report.errors}  # each listed once
    violations = [{"code": code, "message": message} for message, code in worded.items()]
    listed = set(worded)
    save_errors = [error for error in errors if error not in listed]  # a refused save names no violation twice
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
        "gold_left": gold_left,
        "specialists_left": max(rules.max_specialists - report.specialists, 0),
        "reroll_price": rules.reroll_price(race),
        "save_errors": save_errors,
    }


@login_required
def draft_team(request: HttpRequest) -> HttpResponse:
    """Pick a ruleset and race, then build the team; htmx keeps the totals and violations live."""
    league = _league_for_draft(request)
    source = request.POST if request.method == "POST" else request.GET
    edition, race, rules = draft_choice(source, league)
    if race is None or rules is None:
        # the race list is the edition's (a league's, or the friendly team's choice): no race of the other edition
        form = StartDraftForm(source if source.get("race") is not None else None, races=races(edition), league=league,
                              asked=source)
        if source.get("race") is not None:
            form.is_valid()
            if race is None:
                form.add_error("race", _("Choose a team from the list."))
            else:
                form.add_error(
                    "ruleset",
                    _("The %(edition)s edition offers: %(rulesets)s.")
                    % {"edition": edition, "rulesets": ", ".join(r.name for r in rulesets_for(edition))},
                )
        rulesets = [league.rules()] if league else [r for e in EDITIONS for r in rulesets_for(e)]
        return render(request, "teams/draft_start.html", {"form": form, "league": league, "rulesets": rulesets})

    if request.method != "POST":
        state = DraftState(name="")
        return render(request, "teams/draft.html", draft_context(race=race, rules=rules, state=state, league=league))

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
                errors = [word(v) for v in exc.violations] or ([] if exc.field else [exc.message])
            else:
                messages.success(request, _("%(team)s is drafted. Good luck, coach.") % {"team": team.name})
                if request.htmx:
                    return HttpResponseClientRedirect(team.get_absolute_url())
                return redirect(team)
        else:
            errors = [_("Fix the fields marked below; nothing was saved.")]
        context = draft_context(race=race, rules=rules, state=state, league=league, errors=errors)
        template = "teams/draft.html#draft-body" if request.htmx else "teams/draft.html"
        return render(request, template, context, status=200 if request.htmx else 422)

    context = draft_context(race=race, rules=rules, state=state, league=league)
    if request.htmx:
        return render(request, f"teams/draft.html#{partial}", context)
    return render(request, "teams/draft.html", context)

