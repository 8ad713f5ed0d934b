from django.contrib import admin
from django.contrib.auth import views as auth_views
from django.urls import include, path

from home import views
from home.forms import PasswordResetRequestForm
from notifications.views import set_language

urlpatterns = [
    path("", views.home, name="home"),
    path("healthz", views.healthz, name="healthz"),
    path("_trivial/", views.trivial, name="trivial"),  # the benchmarks' yardstick: an empty signed-in page
    path("accounts/signup/", views.signup, name="signup"),
    path("accounts/login/", auth_views.LoginView.as_view(), name="login"),
    path("accounts/logout/", auth_views.LogoutView.as_view(), name="logout"),
    path(
        "accounts/password/",
        auth_views.PasswordChangeView.as_view(),
        name="password_change",
    ),
    path(
        "accounts/password/done/",
        auth_views.PasswordChangeDoneView.as_view(),
        name="password_change_done",
    ),
    path(
        "accounts/password/reset/",
        auth_views.PasswordResetView.as_view(form_class=PasswordResetRequestForm),
        name="password_reset",
    ),
    path("accounts/password/reset/sent/", auth_views.PasswordResetDoneView.as_view(), name="password_reset_done"),
    path(
        "accounts/password/reset/<uidb64>/<token>/",
        auth_views.PasswordResetConfirmView.as_view(),
        name="password_reset_confirm",
    ),
    path(
        "accounts/password/reset/done/",
        auth_views.PasswordResetCompleteView.as_view(),
        name="password_reset_complete",
    ),
    path("accounts/email/", include("notifications.urls")),
    path("i18n/setlang/", set_language, name="set_language"),  # Django's set_language, saving a user's choice
    path("teams/", include("teams.urls")),
    path("leagues/", include("league.urls")),
    path("leagues/", include("scheduling.urls")),
    path("leagues/", include("live.urls")),
    path("matches/", include("matches.urls")),
    path("records/", include("records.urls")),
    path("events/", include("events.urls")),
    path("events/", include("live.event_urls")),
    path("api/", include("api.urls")),
    path("webhooks/", include("webhooks.urls")),
    path("admin/", admin.site.urls),
]
