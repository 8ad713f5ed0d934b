"""Site-wide pages: home, sign-up and the health check."""

from django.conf import settings
from django.contrib import messages
from django.contrib.auth import login
from django.contrib.auth.decorators import login_required
from django.db import IntegrityError, transaction
from django.http import HttpRequest, HttpResponse, JsonResponse
from django.shortcuts import redirect, render
from django.utils.http import url_has_allowed_host_and_scheme
from django.utils.translation import gettext as _
from django.views.decorators.cache import never_cache
from django.views.decorators.http import require_GET

from core import throttle
from core.clientip import client_ip
from league.selectors import leagues_for_user
from notifications.selectors import counted, todo_for
from notifications.tasks import email_signup_with_your_address, queue
from rules.rulesets import DRAFT_BUDGET
from teams.selectors import teams_for_user

from . import health
from .forms import SignupForm


def home(request: HttpRequest) -> HttpResponse:
    """Signed in: the user's leagues and teams. Signed out: what the app does."""
    context: dict = {"draft_budget": DRAFT_BUDGET}
    if request.user.is_authenticated:
        context |= {
            "leagues": leagues_for_user(user=request.user),
            "teams": teams_for_user(user=request.user),
            "todo": todo_for(user=request.user),
        }
        context["waiting"] = counted(context["todo"])  # what the navigation counts
    return render(request, "home.html", context)


def safe_next(request: HttpRequest) -> str:
    """The ``next`` page (an invite link, say) when it is on this site, else empty."""
    target = request.POST.get("next") or request.GET.get("next") or ""
    allowed = url_has_allowed_host_and_scheme(
        target, allowed_hosts={request.get_host()}, require_https=request.is_secure()
    )
    return target if target and allowed else ""


def signup(request: HttpRequest) -> HttpResponse:
    """Create an account (a username, an e-mail address, a password) and come back to ``next`` when given."""
    next_url = safe_next(request)
    if request.user.is_authenticated:
        return redirect(next_url or "home")
    form = SignupForm(request.POST or None)
    if request.method == "POST":
        if not throttle.allowed("signup", client_ip(request), limit=settings.SIGNUP_PER_CLIENT,
                                window=settings.THROTTLE_WINDOW):
            form.add_error(None, _("Too many accounts were made from your address: try again in an hour."))
            return render(request, "registration/signup.html", {"form": form, "next": next_url}, status=429)
        if form.is_valid():
            try:
                with transaction.atomic():  # two sign-ups at once (a double click): one wins, the other is told
                    user = form.save()
            except IntegrityError:
                form.add_error(None, _("That username or e-mail address was taken a moment ago: choose another."))
            else:
                if form.owner_of_address is not None:  # the owner hears of it; the page says nothing different
                    queue(email_signup_with_your_address, form.owner_of_address.pk, user.pk)
                login(request, user, backend="django.contrib.auth.backends.ModelBackend")
                welcome = _("Welcome, %(username)s. Your account is ready.") % {"username": user.username}
                messages.success(request, welcome)
                return redirect(next_url or "home")
        return render(request, "registration/signup.html", {"form": form, "next": next_url}, status=422)
    return render(request, "registration/signup.html", {"form": form, "next": next_url})


@never_cache
@require_GET
def healthz(request: HttpRequest) -> JsonResponse:
    """JSON with the database status and, when a broker is configured, the broker status."""
    report = health.check()
    return JsonResponse(report, status=200 if report["status"] == "ok" else 503)


@login_required
@require_GET
def trivial(request: HttpRequest) -> HttpResponse:
    """A signed-in page with nothing in its body: the same middleware, session, navigation and base template as every
    page. The benchmarks (bench/pages.py) measure every page against it; nothing links to it."""
    return render(request, "trivial.html")
