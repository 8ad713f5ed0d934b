"""League pages."""

from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, render

from .models import League


@login_required
def league_detail(request: HttpRequest, slug: str) -> HttpResponse:
    league = get_object_or_404(League, slug=slug)
    return render(request, "league/detail.html", {"league": league, "teams": league.teams.select_related("coach")})
