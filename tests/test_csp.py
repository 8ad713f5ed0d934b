"""Every page carries a Content Security Policy that allows no inline script."""

import pytest

from tests.factories import UserFactory


@pytest.mark.django_db
@pytest.mark.parametrize("signed_in", [False, True])
def test_pages_carry_a_policy_without_inline_scripts(client, signed_in):
    if signed_in:
        client.force_login(UserFactory())
    for url in ("/", "/accounts/login/", "/leagues/"):
        response = client.get(url, follow=True)
        policy = response["Content-Security-Policy"]
        directives = dict(part.strip().split(" ", 1) for part in policy.split(";") if part.strip())
        assert directives["script-src"] == "'self'"
        assert "'unsafe-inline'" not in policy
        assert "frame-ancestors 'none'" in policy
        html = response.content.decode()
        assert "<script>" not in html
        assert " onclick=" not in html
