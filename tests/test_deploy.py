"""Production settings pass Django's deployment checks; development defaults do not pretend to."""

import os
import subprocess
import sys
from pathlib import Path

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


def test_check_deploy_flags_the_development_key():
    result = run_check({**PRODUCTION_ENV, "SECRET_KEY": ""})
    assert result.returncode != 0
    assert "security.W009" in result.stdout + result.stderr
