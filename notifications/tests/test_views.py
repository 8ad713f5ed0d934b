"""The pages: the home to-do list, the e-mail settings, sign-up with an e-mail and ``next``, the password reset,
the invite link signed out, and the import page's ?league; each with the cast and signed out."""

import re

import pytest
from django.contrib.auth import get_user_model
from django.core import mail
from django.urls import reverse
from pytest_django.asserts import assertContains, assertNotContains, assertRedirects

from league.models import Membership
from notifications.models import EmailPreferences
from tests.factories import PASSWORD

pytestmark = pytest.mark.django_db
CAST = ("commissioner", "coach_a", "coach_b", "outsider")


@pytest.mark.parametrize("who", CAST)
def test_home_lists_what_waits_for_each_of_the_cast(client, cast, who):
    client.force_login(getattr(cast, who))
    response = client.get("/")
    assertContains(response, "Waiting for you")
    html = response.content.decode()
    if who == "commissioner":  # the two teams wait for approval, both coaches joined this week
        assert html.count('data-kind="entry"') == 2
        assert html.count('data-kind="joined"') == 2
        assertContains(response, reverse("league:teams", kwargs={"slug": cast.league.slug}))
    else:
        assert 'data-kind="entry"' not in html
    if who == "outsider":
        assertContains(response, "Nothing waits for you")


def test_home_signed_out_has_no_list(client):
    assertNotContains(client.get("/"), "Waiting for you")


@pytest.mark.parametrize("who", CAST)
def test_the_email_settings_page_for_each_of_the_cast(client, cast, who):
    user = getattr(cast, who)
    client.force_login(user)
    url = reverse("notifications:settings")
    assertContains(client.get(url), "A result waits for my confirmation")
    response = client.post(url, {"result_confirmed": "on", "entry_waiting": "on"})
    assertRedirects(response, url)
    prefs = EmailPreferences.objects.get(user=user)
    assert (prefs.result_submitted, prefs.result_confirmed, prefs.entry_waiting, prefs.advancement_waiting) == (
        False,
        True,
        True,
        False,
    )
    assert EmailPreferences.objects.count() == 1  # only his own


def test_the_email_settings_page_signed_out_sends_to_log_in(client):
    url = reverse("notifications:settings")
    response = client.get(url)
    assert response.status_code == 302
    assert response["Location"].startswith(reverse("login"))
    assert client.post(url, {}).status_code == 302
    assert not EmailPreferences.objects.exists()


def test_the_email_settings_page_needs_the_csrf_token(csrf_client, cast):
    csrf_client.force_login(cast.coach_a)
    assert csrf_client.post(reverse("notifications:settings"), {}).status_code == 403


SIGNUP = {"username": "griff", "email": "Griff@Example.org", "password1": "Oberwald-1234", "password2": "Oberwald-1234"}


def test_signup_asks_for_an_email_address_unique_whatever_its_case(client, cast,
                                                                    django_capture_on_commit_callbacks):
    """One account per address, and the sign-up page never says an address is registered (hardening #25): the
    account is made without it, the page is the same as for a new address, and the owner is told by e-mail."""
    response = client.post(reverse("signup"), {**SIGNUP, "email": ""})
    assert response.status_code == 422
    assert "This field is required" in response.content.decode().split('id="id_email_errors"')[1]
    cast.outsider.email = "griff@example.ORG"
    cast.outsider.save()
    with django_capture_on_commit_callbacks(execute=True):
        response = client.post(reverse("signup"), SIGNUP, follow=True)
    assertContains(response, "Welcome, griff. Your account is ready.")
    assert "e-mail" not in " ".join(m.message for m in response.context["messages"]).lower()
    griff = get_user_model().objects.get(username="griff")
    assert griff.email == ""
    assert get_user_model().objects.filter(email__iexact="griff@example.org").get() == cast.outsider
    (message,) = mail.outbox
    assert message.to == ["griff@example.ORG"]
    assert '"griff"' in message.body
    assert "/accounts/password/reset/" in message.body


def test_the_invite_link_signed_out_names_the_league_and_comes_back_after_sign_up(client, cast):
    join = reverse("league:join", args=[cast.league.slug, cast.league.invite_code])
    response = client.get(join)
    assertContains(response, "Join Lustria Sevens")
    assertContains(response, "run by <strong>commish</strong>", html=False)
    assertContains(response, f'href="/accounts/signup/?next={join}"')
    assertContains(response, f'href="/accounts/login/?next={join}"')
    assert client.post(join).status_code == 302
    assert not Membership.objects.filter(user__username="griff").exists()
    signup_page = client.get(reverse("signup") + f"?next={join}")
    assertContains(signup_page, f'name="next" value="{join}"')
    response = client.post(reverse("signup"), {**SIGNUP, "next": join})
    assertRedirects(response, join)
    assertContains(client.get(join), "Join Lustria Sevens</button>", html=False)
    response = client.post(join)
    assertRedirects(response, join)
    page = client.get(join)
    assertContains(page, f"/teams/new/?league={cast.league.slug}")
    assertContains(page, f"/teams/import/?league={cast.league.slug}")
    assert get_user_model().objects.get(username="griff").email == "Griff@example.org"


def test_login_comes_back_to_the_invite(client, cast):
    join = reverse("league:join", args=[cast.league.slug, cast.league.invite_code])
    page = client.get(reverse("login") + f"?next={join}")
    assertContains(page, f'href="/accounts/signup/?next={join}"')
    response = client.post(reverse("login"), {"username": "outsider", "password": PASSWORD, "next": join})
    assertRedirects(response, join)


@pytest.mark.parametrize("target", ["https://evil.example/", "//evil.example/x", "javascript:alert(1)"])
def test_sign_up_never_sends_anyone_off_the_site(client, target):
    assertNotContains(client.get(reverse("signup") + f"?next={target}"), "evil")
    response = client.post(reverse("signup"), {**SIGNUP, "next": target})
    assertRedirects(response, reverse("home"))


def test_a_wrong_invite_signed_out_names_no_commissioner(client, cast):
    response = client.get(reverse("league:join", args=[cast.league.slug, "guess"]))
    assert response.status_code == 404
    assertNotContains(response, "commish", status_code=404)
    assertNotContains(response, "Sign up</a> <a", status_code=404)


@pytest.mark.parametrize("who", CAST)
def test_the_import_page_pre_selects_the_league_it_is_given(client, cast, who):
    client.force_login(getattr(cast, who))
    response = client.get(reverse("teams:import") + f"?league={cast.league.slug}")
    html = response.content.decode()
    if who == "outsider":  # in no league: the team can only be a friendly, and the page says so
        assert "friendly team" in html.split('id="import-league"')[1].split("</p>")[0]
        assert (
            "selected" not in html.split('name="league"')[-1].split("</select>")[0] if 'name="league"' in html else True
        )
    else:
        selected = re.search(r'<option value="(\d+)" selected>', html)
        assert selected
        assert int(selected.group(1)) == cast.league.pk
        assertContains(response, "The team enters Lustria Sevens: a commissioner approves it.")
    plain = client.get(reverse("teams:import")).content.decode()
    assert "friendly team" in plain.split('id="import-league"')[1].split("</p>")[0]


def test_the_import_page_signed_out_sends_to_log_in(client, cast):
    response = client.get(reverse("teams:import") + f"?league={cast.league.slug}")
    assert response.status_code == 302


def test_password_reset_by_email(client, cast, settings, django_capture_on_commit_callbacks):
    cast.coach_a.email = "coach_a@example.org"
    cast.coach_a.save()
    assertContains(client.get(reverse("login")), reverse("password_reset"))
    assertContains(client.get(reverse("password_reset")), "Reset your password")
    mail.outbox.clear()
    settings.SITE_URL = "https://sevens.example.org"  # the e-mail is sent by a task: its links start with SITE_URL
    with django_capture_on_commit_callbacks(execute=True):
        response = client.post(reverse("password_reset"), {"email": "COACH_A@example.org"})
    assertRedirects(response, reverse("password_reset_done"))
    (message,) = mail.outbox
    assert message.subject == "Reset your Sevens League password"
    link = re.search(r"https://sevens\.example\.org(/accounts/password/reset/\S+/)", message.body).group(1)
    form = client.get(link, follow=True)
    assertContains(form, "Choose a new password")
    response = client.post(
        form.redirect_chain[-1][0], {"new_password1": "Nuffle-5678!", "new_password2": "Nuffle-5678!"}
    )
    assertRedirects(response, reverse("password_reset_complete"))
    cast.coach_a.refresh_from_db()
    assert cast.coach_a.check_password("Nuffle-5678!")
    assertContains(client.get(link, follow=True), "already been used")
