"""Site-wide pages: home, sign-up and the health check."""

from django.contrib import messages
from django.contrib.auth import login
from django.contrib.auth.forms import UserCreationForm
from django.http import HttpRequest, HttpResponse, JsonResponse
from django.shortcuts import redirect, render
from django.views.decorators.cache import never_cache
from django.views.decorators.http import require_GET

from league.selectors import leagues_for_user
from matches.selectors import waiting_advancements
from rules.rulesets import DRAFT_BUDGET
from teams.selectors import teams_for_user

from . import health


def home(request: HttpRequest) -> HttpResponse:
    """Signed in: the user's leagues and teams. Signed out: what the app does."""
    context: dict = {"draft_budget": DRAFT_BUDGET}
    if request.user.is_authenticated:
        context |= {
            "leagues": leagues_for_user(user=request.user),
            "teams": teams_for_user(user=request.user),
            "todo": list(waiting_advancements(user=request.user)),
        }
    return render(request, "home.html", context)


def signup(request: HttpRequest) -> HttpResponse:
    if request.user.is_authenticated:
        return redirect("home")
    form = UserCreationForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        user = form.save()
        login(request, user, backend="django.contrib.auth.backends.ModelBackend")
        messages.success(request, f"Welcome, {user.username}. Your account is ready.")
        return redirect("home")
    return render(request, "registration/signup.html", {"form": form})


@never_cache
@require_GET
def healthz(request: HttpRequest) -> JsonResponse:
    """JSON with the database status and, when a broker is configured, the broker status."""
    report = health.check()
    return JsonResponse(report, status=200 if report["status"] == "ok" else 503)
