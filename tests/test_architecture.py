"""The shape of the code: the apps import one way, at the top of their modules, and the rules core stays pure.

The dependency order is the README's: ``rules`` <- ``teams`` <- ``league`` <- ``matches``. An app imports only
from the apps before it; the way back is a signal or a hook registered in ``AppConfig.ready()``. ``config`` is the
project package (settings, URLs, site-wide pages) and may import every app, but also only at the top.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
ORDER = ("rules", "teams", "league", "matches", "notifications", "records", "events")
PROJECT = (*ORDER, "config")

# Imports inside a function that are allowed, with the reason.
INSIDE_FUNCTION_EXCEPTIONS = {
    # Django's app registry is not ready when apps.py is imported: models (and anything importing them) can
    # only be imported once ready() runs. This is where an app connects its receivers and registers its hooks.
    "ready": "AppConfig.ready() connects signals and hooks after the app registry is loaded",
}


def _modules(package: str) -> list[Path]:
    return sorted(
        path
        for path in (ROOT / package).rglob("*.py")
        if "tests" not in path.relative_to(ROOT).parts and "migrations" not in path.relative_to(ROOT).parts
    )


def _imported(node: ast.AST, module: Path) -> list[str]:
    """The top-level package names an import statement brings in (relative imports resolve to their own app)."""
    if isinstance(node, ast.Import):
        return [alias.name.split(".")[0] for alias in node.names]
    if isinstance(node, ast.ImportFrom):
        if node.level:
            return [module.relative_to(ROOT).parts[0]]
        return [(node.module or "").split(".")[0]]
    return []


def _imports(path: Path):
    """Each import of a module as ``(line, package, enclosing function or None)``."""
    tree = ast.parse(path.read_text(), filename=str(path))

    def visit(node: ast.AST, function: str | None):
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef):
                yield from visit(child, child.name)
            elif isinstance(child, ast.Import | ast.ImportFrom):
                for package in _imported(child, path):
                    yield child.lineno, package, function
            else:
                yield from visit(child, function)

    yield from visit(tree, None)


def _violations() -> list[str]:
    found = []
    for app in PROJECT:
        allowed = set(PROJECT) if app == "config" else set(ORDER[: ORDER.index(app) + 1])
        for path in _modules(app):
            where = path.relative_to(ROOT)
            for line, package, function in _imports(path):
                if package not in PROJECT:
                    continue
                if package not in allowed:
                    found.append(f"{where}:{line} imports {package}, which comes after {app}")
                if function is not None and function not in INSIDE_FUNCTION_EXCEPTIONS:
                    found.append(f"{where}:{line} imports {package} inside {function}()")
    return found


def test_apps_import_one_way_and_only_at_the_top():
    assert _violations() == []


def test_the_check_finds_an_import_against_the_order_and_one_inside_a_function(tmp_path, monkeypatch):
    """The check can fail: a teams module importing league inside a function is reported twice."""
    fake = tmp_path / "teams"
    fake.mkdir()
    (fake / "bad.py").write_text("import os\n\n\ndef f():\n    from league.models import League\n    return League\n")
    monkeypatch.setattr(__import__(__name__, fromlist=["ROOT"]), "ROOT", tmp_path)
    for app in PROJECT:
        (tmp_path / app).mkdir(exist_ok=True)
    assert _violations() == [
        "teams/bad.py:5 imports league, which comes after teams",
        "teams/bad.py:5 imports league inside f()",
    ]


@pytest.mark.parametrize("path", _modules("rules"), ids=lambda p: str(p.relative_to(ROOT)))
def test_the_rules_core_imports_no_django_orm_request_or_celery(path):
    """rules/ is plain Python; only its management commands (the command line's edge) and its AppConfig (which
    makes those commands visible to ``manage.py``) touch Django."""
    if "management" in path.relative_to(ROOT).parts or path.name == "apps.py":
        return
    packages = {package for _, package, _ in _imports(path)}
    assert not packages & {"django", "celery", "teams", "league", "matches", "config"}


def test_no_app_module_is_over_400_lines():
    long = {
        str(path.relative_to(ROOT)): n
        for app in ORDER[1:]
        for path in _modules(app)
        if (n := len(path.read_text().splitlines())) > 400
    }
    assert long == {}
