"""Production settings pass Django's deployment checks; development defaults do not pretend to."""

import importlib.util
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent

PRODUCTION_ENV = {
    "DEBUG": "0",
    "SECRET_KEY": "k3#v9!q0zr@t8w$e6y^u5i&o4p*a2s(d1f)g7h_j+l-z=x]c[v}b{n|m;q:w,e.r/t?y",
    "ALLOWED_HOSTS": "sevens.example.org",
}


def run_check(extra_env: dict) -> subprocess.CompletedProcess:
    env = {
        k: v
        for k, v in os.environ.items()
        if k not in {"DEBUG", "SECRET_KEY", "DJANGO_SETTINGS_MODULE", "DJANGO_ALLOW_ASYNC_UNSAFE"}
    }
    env.update(extra_env)
    env["DJANGO_SETTINGS_MODULE"] = "config.settings"
    return subprocess.run(
        [sys.executable, "manage.py", "check", "--deploy", "--fail-level", "WARNING"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )


def test_check_deploy_is_clean_with_production_values():
    result = run_check(PRODUCTION_ENV)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "no issues" in result.stdout


def test_check_deploy_fails_when_the_e_mails_would_link_to_a_loopback_address():
    """Hardening #25: with DEBUG off and no SITE_URL, the links start with the first allowed host over https; a
    loopback there (or in SITE_URL) fails the deployment check."""
    result = run_check({**PRODUCTION_ENV, "ALLOWED_HOSTS": "localhost,sevens.example.org"})
    assert result.returncode != 0
    assert "site.E001" in result.stdout + result.stderr
    named = run_check({**PRODUCTION_ENV, "ALLOWED_HOSTS": "localhost", "SITE_URL": "https://sevens.example.org"})
    assert named.returncode == 0, named.stdout + named.stderr


def test_production_derives_the_e_mails_site_from_the_first_allowed_host():
    env = {k: v for k, v in os.environ.items() if k not in {"DEBUG", "SITE_URL", "DJANGO_SETTINGS_MODULE"}}
    env.update(PRODUCTION_ENV, ALLOWED_HOSTS=".example.org,localhost", DJANGO_SETTINGS_MODULE="config.settings")
    code = "import django; django.setup(); from django.conf import settings; print(settings.SITE_URL)"
    result = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True,
                            timeout=60)
    assert result.stdout.strip() == "https://example.org", result.stderr


def test_check_deploy_flags_the_development_key():
    result = run_check({**PRODUCTION_ENV, "SECRET_KEY": ""})
    assert result.returncode != 0
    assert "security.W009" in result.stdout + result.stderr


@pytest.mark.django_db
def test_the_containers_health_check_answers_200_with_production_settings(client, settings, monkeypatch):
    """docker-compose's web health check asks /healthz as the proxy would: the site's host, over HTTPS."""
    spec = importlib.util.spec_from_file_location(
        "healthcheck", Path(__file__).resolve().parent.parent / "scripts" / "healthcheck.py"
    )
    healthcheck = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(healthcheck)
    monkeypatch.setenv("ALLOWED_HOSTS", "sevens.example.org,.example.org")
    settings.ALLOWED_HOSTS = ["sevens.example.org", ".example.org"]
    settings.SECURE_SSL_REDIRECT = True
    settings.SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")
    request = healthcheck.healthz_request()
    headers = {f"HTTP_{k.upper().replace('-', '_')}": v for k, v in request.header_items()}
    response = client.get("/healthz", **headers)
    assert response.status_code == 200
    assert client.get("/healthz", HTTP_HOST="127.0.0.1").status_code == 400  # what the old check asked
