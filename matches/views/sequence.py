"""A commissioner's void of a confirmed result and retry of a failed post-game sequence."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect
from django.utils.translation import gettext as _
from django.views.decorators.http import require_POST

from rules.errors import DomainError

from .. import services
from .access import match_for_commissioner


@login_required
@require_POST
def void(request: HttpRequest, match_id: int) -> HttpResponse:
    """A commissioner voids a confirmed report, saying why: the post-game changes are reversed, the void is recorded
    and the result reopens."""
    match = match_for_commissioner(request, match_id)
    if request.POST.get("confirm") != "yes":
        messages.error(request, _("Nothing was voided: tick the box to confirm first."))
        return redirect(match.fixture.get_absolute_url())
    try:
        services.match_void(match=match, actor=request.user, reason=request.POST.get("reason", ""))
    except DomainError as exc:
        messages.error(request, exc.message)
    else:
        messages.success(request, _("Result voided: every post-game change is reversed and the result is open again."))
    return redirect(match.fixture.get_absolute_url())


@login_required
@require_POST
def retry(request: HttpRequest, match_id: int) -> HttpResponse:
    """A commissioner resumes a post-game sequence whose task gave up."""
    match = match_for_commissioner(request, match_id)
    try:
        services.post_game_retry(match=match, actor=request.user)
    except DomainError as exc:
        messages.error(request, exc.message)
    else:
        messages.success(request, _("The post-game sequence is running again."))
    return redirect(match.fixture.get_absolute_url())
