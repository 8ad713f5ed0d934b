"""Roster files: a team exported as JSON, and imported from a file or a BBRoster share code."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse, JsonResponse
from django.shortcuts import redirect, render
from django.utils.translation import gettext as _

from core.wording import file_problem
from rules.bbroster import parse_bbroster
from rules.errors import DomainError
from rules.rosters import race as find_race
from rules.rulesets import get_ruleset
from rules.textinput import JSONInputError, load_json

from .. import selectors, services
from ..access import readable_team
from ..forms import (
    BbrosterPasteForm,
    ImportForm,
    draft_state_from_bbroster,
)
from ..models import Team
from ..permissions import (
    leagues_open_to,
)
from .draft import draft_context


@readable_team
def team_export(request: HttpRequest, team: Team) -> JsonResponse:
    response = JsonResponse(selectors.team_roster_file(team=team), json_dumps_params={"indent": 2})
    response["Content-Disposition"] = f'attachment; filename="team-{team.pk}.json"'
    return response

ROSTER_FILE_MAX_BYTES = 256_000


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
        notes.insert(
            0,
            _("bbroster built this team for %(format)s; it is drafted here under %(ruleset)s.")
            % {"format": found.format, "ruleset": rules.name},
        )
    if found.treasury:
        notes.append(_("A drafted team's treasury is the budget left after the draft, not bbroster's treasury."))
    state = draft_state_from_bbroster(found)
    context = draft_context(race=find_race(found.draft.race), rules=rules, state=state, league=league)
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
                raise DomainError(_("The file is too large for a roster."), field="file")
            data = load_json(upload.read(), max_bytes=ROSTER_FILE_MAX_BYTES)
        except JSONInputError as exc:
            form.add_error("file", _("This is not a roster file: %(why)s.") % {"why": file_problem(exc).rstrip(".")})
        except DomainError as exc:
            exc.add_to(form)
        else:
            league = form.cleaned_data.get("league")
            try:
                team = services.team_import_roster(coach=request.user, data=data, league=league)
            except DomainError as exc:
                exc.add_to(form, aliases={field: "file" for field, _message in exc.messages()})  # all about the file
            else:
                messages.success(request, _("%(team)s is imported.") % {"team": team.name})
                return redirect(team)
    return render(request, "teams/import.html", {"form": form, "paste": paste, "chosen_league": chosen})

