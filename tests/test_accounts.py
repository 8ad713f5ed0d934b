import pytest
from django.contrib.auth import get_user_model
from pytest_django.asserts import assertContains, assertNotContains

from .factories import PASSWORD, UserFactory

pytestmark = pytest.mark.django_db


def test_home_signed_out_says_what_the_app_does(client):
    response = client.get("/")
    assertContains(response, "Run your Blood Bowl Sevens league")
    assertContains(response, "Sign up")


def test_home_signed_in_lists_leagues_and_teams(client):
    client.force_login(UserFactory(username="lars"))
    response = client.get("/")
    assertContains(response, "Welcome back, lars")
    assertContains(response, "Your leagues")
    assertContains(response, "Your teams")
    assertNotContains(response, "Create an account")


def test_signup_creates_the_account_and_logs_in(client):
    response = client.post(
        "/accounts/signup/",
        {"username": "griff", "email": "griff@example.org", "password1": "Oberwald-1234", "password2": "Oberwald-1234"},
        follow=True,
    )
    assertContains(response, "Welcome, griff")
    assert response.wsgi_request.user.username == "griff"


def test_signup_with_an_existing_username_shows_the_error_beside_the_field(client):
    UserFactory(username="griff")
    response = client.post(
        "/accounts/signup/",
        {"username": "griff", "email": "griff@example.org", "password1": "Oberwald-1234", "password2": "Oberwald-1234"},
    )
    assert response.status_code == 422
    html = response.content.decode()
    assert 'id="id_username_errors"' in html
    errors = html.split('id="id_username_errors"')[1].split("</div>")[0]
    assert "A user with that username already exists." in errors
    assert get_user_model().objects.filter(username="griff").count() == 1


def test_signup_with_a_short_password_shows_the_error_beside_the_field(client):
    response = client.post("/accounts/signup/", {"username": "morg", "password1": "x7!", "password2": "x7!"})
    html = response.content.decode()
    errors = html.split('id="id_password2_errors"')[1].split("</div>")[0]
    assert "This password is too short" in errors
    assert not get_user_model().objects.filter(username="morg").exists()


def test_login_and_logout(client):
    UserFactory(username="varag")
    response = client.post("/accounts/login/", {"username": "varag", "password": PASSWORD}, follow=True)
    assertContains(response, "Welcome back, varag")
    response = client.post("/accounts/logout/", follow=True)
    assertContains(response, "Run your Blood Bowl Sevens league")


def test_login_with_a_wrong_password_says_so(client):
    UserFactory(username="varag")
    response = client.post("/accounts/login/", {"username": "varag", "password": "wrong"})
    assertContains(response, "Please enter a correct username and password")


def test_logout_refuses_get(client):
    client.force_login(UserFactory())
    assert client.get("/accounts/logout/").status_code == 405


def test_password_change(client):
    user = UserFactory()
    client.force_login(user)
    response = client.post(
        "/accounts/password/",
        {"old_password": PASSWORD, "new_password1": "Griff-Oberwald-9", "new_password2": "Griff-Oberwald-9"},
        follow=True,
    )
    assertContains(response, "Password changed")
    user.refresh_from_db()
    assert user.check_password("Griff-Oberwald-9")


def test_password_change_requires_login(client):
    response = client.get("/accounts/password/")
    assert response.status_code == 302
    assert response["Location"].startswith("/accounts/login/")


def test_signup_form_enforces_csrf(csrf_client):
    response = csrf_client.post(
        "/accounts/signup/", {"username": "x", "password1": "Oberwald-1234", "password2": "Oberwald-1234"}
    )
    assert response.status_code == 403


def test_htmx_is_served_locally_and_csrf_header_is_set(client):
    html = client.get("/").content.decode()
    assert "htmx" in html
    assert "https://" not in html.split("<body")[0]
    assert 'hx-headers=\'{"x-csrftoken": "' in html


def test_admin_is_for_superusers(client):
    client.force_login(UserFactory())
    assert client.get("/admin/").status_code == 302
    client.force_login(UserFactory(username="boss", is_staff=True, is_superuser=True))
    assert client.get("/admin/").status_code == 200
