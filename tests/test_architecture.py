"""The shape of the code: the apps import along a declared graph, at the top of their modules, without a cycle; the
rules core stays pure; every signal has a receiver and every registry a registrant.

``GRAPH`` is the README's "Where things live": each app and the apps it may import. ``teams`` and ``league`` are one
layer, as the schema is (``Team.league`` is a foreign key to ``league.League``): league imports teams freely, and
teams imports only the league modules ``NAMED`` lists (its permissions and selectors, which import nothing of teams
but its models). Anything else goes the way back through a signal or an app's extension point, filled in its
``AppConfig.ready()``. ``core`` is the small shared core (the data generation, the kept pages, the throttles, the
find-by-id-first helper) that every app may import; it imports no app. ``home`` holds the site's own pages (home,
sign-up, health) and may read every app; ``config`` is the settings package (settings, URLs, the Celery app) and may
import every app, but also only at the top.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
APPS = (
    "core", "rules", "teams", "league", "matches", "notifications", "records", "events", "api", "webhooks",
    "scheduling", "live", "home",
)
PROJECT = (*APPS, "config")

# Each app and the apps it may import (its own modules always).
GRAPH: dict[str, frozenset[str]] = {
    "core": frozenset(),
    "rules": frozenset(),
    "teams": frozenset({"core", "rules", "league"}),
    "league": frozenset({"core", "rules", "teams"}),
    "matches": frozenset({"core", "rules", "teams", "league"}),
    "notifications": frozenset({"core", "rules", "teams", "league", "matches"}),
    "records": frozenset({"core", "rules", "teams", "league", "matches"}),
    "events": frozenset({"core", "rules", "teams", "notifications"}),
    "api": frozenset({"core", "rules", "teams", "league", "matches", "records", "events"}),
    "webhooks": frozenset({"core", "rules", "teams", "league", "matches", "events", "notifications"}),
    "scheduling": frozenset({"core", "rules", "teams", "league", "notifications"}),
    "live": frozenset({"core", "rules", "teams", "league", "matches", "events"}),
    "home": frozenset(set(APPS) - {"home", "api"} | {"config"}),
    "config": frozenset(APPS),
}

# Where an app may import only some modules of another (the way back inside one layer), those modules.
NAMED: dict[tuple[str, str], frozenset[str]] = {
    ("teams", "league"): frozenset({"league.permissions", "league.selectors"}),
}

# Imports inside a function that are allowed, with the reason.
INSIDE_FUNCTION_EXCEPTIONS = {
    # Django's app registry is not ready when apps.py is imported: models (and anything importing them) can
    # only be imported once ready() runs. This is where an app connects its receivers and fills extension points.
    "ready": "AppConfig.ready() connects signals and extension points after the app registry is loaded",
}

# Signals defined with no receiver that stay for now, with the reason.
UNRECEIVED_SIGNALS: dict[str, str] = {}


def _modules(package: str) -> list[Path]:
    return sorted(
        path
        for path in (ROOT / package).rglob("*.py")
        if "tests" not in path.relative_to(ROOT).parts and "migrations" not in path.relative_to(ROOT).parts
    )


def _project_modules() -> list[Path]:
    return [path for app in PROJECT for path in _modules(app)]


def _dotted(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _targets(node: ast.AST, path: Path) -> list[str]:
    """The dotted modules an import statement names: ``from a import b`` is ``a.b`` when that is a module of the
    project, else ``a``; relative imports resolve against the importing module's package."""
    if isinstance(node, ast.Import):
        return [alias.name for alias in node.names]
    if not isinstance(node, ast.ImportFrom):
        return []
    base = node.module or ""
    if node.level:
        package = _dotted(path).split(".")
        if path.name != "__init__.py":
            package.pop()
        package = package[: len(package) - (node.level - 1)]
        base = ".".join([*package, *([base] if base else [])])
    known = _known_modules()
    found = []
    for alias in node.names:
        module = f"{base}.{alias.name}"
        found.append(module if module in known else base)
    return list(dict.fromkeys(found))


_KNOWN: dict[Path, frozenset[str]] = {}


def _known_modules() -> frozenset[str]:
    if ROOT not in _KNOWN:
        _KNOWN[ROOT] = frozenset(_dotted(path) for path in _project_modules())
    return _KNOWN[ROOT]


def _is_type_checking(node: ast.AST) -> bool:
    return isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test)


def _imports(path: Path):
    """Each import of a module as ``(line, module, enclosing function or None, only while type checking)``."""
    tree = ast.parse(path.read_text(), filename=str(path))

    def visit(node: ast.AST, function: str | None, typing_only: bool):
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef):
                yield from visit(child, child.name, typing_only)
            elif isinstance(child, ast.Import | ast.ImportFrom):
                for module in _targets(child, path):
                    yield child.lineno, module, function, typing_only
            else:
                yield from visit(child, function, typing_only or _is_type_checking(child))

    yield from visit(tree, None, False)


def _violations() -> list[str]:
    """Imports against the declared graph, and imports inside a function."""
    found = []
    for app in PROJECT:
        for path in _modules(app):
            where = path.relative_to(ROOT)
            for line, module, function, _ in _imports(path):
                package = module.split(".")[0]
                if package not in PROJECT or package == app:
                    continue
                if package not in GRAPH[app]:
                    found.append(f"{where}:{line} imports {package}, which {app} may not import")
                elif (app, package) in NAMED and module not in NAMED[app, package]:
                    named = sorted(NAMED[app, package])
                    found.append(f"{where}:{line} imports {module}; {app} may import only {named}")
                if function is not None and function not in INSIDE_FUNCTION_EXCEPTIONS:
                    found.append(f"{where}:{line} imports {package} inside {function}()")
    return found


def _cycles() -> list[str]:
    """Import cycles between modules at module level (run on import; not inside a function, not for type checking),
    each as ``a -> b -> a``. The graph spans the project, so a cycle inside one app is found, and so is one across
    the teams/league layer."""
    known = _known_modules()
    edges: dict[str, list[str]] = {}
    for path in _project_modules():
        edges[_dotted(path)] = sorted(
            {
                module
                for _, module, function, typing_only in _imports(path)
                if function is None and not typing_only and module in known and module != _dotted(path)
            }
        )
    found: list[str] = []
    state: dict[str, str] = {}
    stack: list[str] = []

    def visit(module: str) -> None:
        state[module] = "open"
        stack.append(module)
        for target in edges.get(module, ()):
            if state.get(target) == "open":
                found.append(" -> ".join([*stack[stack.index(target) :], target]))
            elif target not in state:
                visit(target)
        stack.pop()
        state[module] = "done"

    for module in sorted(edges):
        if module not in state:
            visit(module)
    return found


def _parsed():
    for path in _project_modules():
        yield path, ast.parse(path.read_text(), filename=str(path))


def _named(node: ast.AST) -> str | None:
    """``x`` for ``x`` or ``a.b.x``."""
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        return node.attr
    return None


def _unreceived_signals() -> list[str]:
    """Module-level ``name = Signal()`` with no ``name.connect(...)`` nor ``@receiver(name)`` anywhere in the project
    (tests do not count: a receiver only a test connects is nobody's)."""
    defined: dict[str, str] = {}
    connected: set[str] = set()
    for path, tree in _parsed():
        for node in tree.body:
            if (
                isinstance(node, ast.Assign)
                and isinstance(node.value, ast.Call)
                and _named(node.value.func) == "Signal"
            ):
                for target in node.targets:
                    if isinstance(target, ast.Name):
                        defined[target.id] = f"{_dotted(path)}.{target.id}"
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue
            func = node.func
            if isinstance(func, ast.Attribute) and func.attr == "connect" and (name := _named(func.value)):
                connected.add(name)
            if _named(node.func) == "receiver" and node.args:
                first = node.args[0]
                for signal in first.elts if isinstance(first, ast.List | ast.Tuple) else [first]:
                    if name := _named(signal):
                        connected.add(name)
    return sorted(where for name, where in defined.items() if name not in connected and where not in UNRECEIVED_SIGNALS)


def _uncalled_registries() -> list[str]:
    """Module-level functions named ``register_*`` that nothing in the project (tests aside) calls."""
    defined: dict[str, str] = {}
    called: set[str] = set()
    for path, tree in _parsed():
        for node in tree.body:
            if isinstance(node, ast.FunctionDef) and node.name.startswith("register_"):
                defined[node.name] = f"{_dotted(path)}.{node.name}"
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and (name := _named(node.func)):
                called.add(name)
    return sorted(where for name, where in defined.items() if name not in called)


def test_apps_import_along_the_graph_and_only_at_the_top():
    assert _violations() == []


def test_no_module_import_cycle():
    assert _cycles() == []


def test_every_signal_has_a_receiver():
    assert _unreceived_signals() == []


def test_every_registry_has_a_registrant():
    assert _uncalled_registries() == []


def test_the_graph_names_every_app_and_no_unknown_one():
    assert set(GRAPH) == set(PROJECT)
    assert all(allowed <= set(PROJECT) for allowed in GRAPH.values())
    assert all(other in GRAPH[app] for app, other in NAMED)


# --- each check can fail: a bad module planted in a temporary project ----------------------------------------


@pytest.fixture
def planted(tmp_path, monkeypatch):
    """An empty project in a temporary directory; ``plant("teams/bad.py", source)`` adds a module to it."""
    monkeypatch.setattr(__import__(__name__, fromlist=["ROOT"]), "ROOT", tmp_path)
    for app in PROJECT:
        (tmp_path / app).mkdir()

    def plant(where: str, source: str) -> None:
        path = tmp_path / where
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(source)

    return plant


def test_the_check_finds_an_import_against_the_graph_and_one_inside_a_function(planted):
    """The check can fail: a teams module importing league's services inside a function is reported twice, and
    events importing matches once."""
    planted("teams/bad.py", "import os\n\n\ndef f():\n    from league.services import season_start\n    return 1\n")
    planted("events/bad.py", "from matches.models import Match\n")
    planted("teams/good.py", "from league import permissions\nfrom league.selectors import league_for_slug\n")
    planted("league/permissions.py", "")
    assert _violations() == [
        "teams/bad.py:5 imports league.services; teams may import only ['league.permissions', 'league.selectors']",
        "teams/bad.py:5 imports league inside f()",
        "events/bad.py:1 imports matches, which events may not import",
    ]


def test_the_check_finds_a_module_import_cycle(planted):
    """The check can fail: two modules of one app importing each other at the top are a cycle; the same import
    inside a function or for type checking only is not."""
    planted("league/__init__.py", "")
    planted("league/a.py", "from . import b\n")
    planted("league/b.py", "from .a import x\n")
    planted("league/c.py", "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from .d import y\n")
    planted("league/d.py", "def f():\n    from .c import z\n")
    assert _cycles() == ["league.a -> league.b -> league.a"]


def test_the_check_finds_a_signal_nobody_receives(planted):
    """The check can fail: a signal with no receiver anywhere is reported; ones connected either way are not."""
    planted(
        "league/signals.py",
        "from django.dispatch import Signal\n\nlonely = Signal()\nheard = Signal()\ndecorated = Signal()\n",
    )
    planted("matches/receivers.py", "from league import signals\n\nsignals.heard.connect(print)\n")
    planted("records/receivers.py", "from django.dispatch import receiver\n\n@receiver(decorated)\ndef f(**kw): pass\n")
    assert _unreceived_signals() == ["league.signals.lonely"]


def test_the_check_finds_a_registry_nothing_calls(planted):
    """The check can fail: a ``register_*`` function nobody calls is reported; one called from an app is not."""
    planted("league/hooks.py", "def register_unused(fn):\n    pass\n\n\ndef register_extension(fn):\n    pass\n")
    planted("matches/apps.py", "from league.hooks import register_extension\n\nregister_extension(print)\n")
    assert _uncalled_registries() == ["league.hooks.register_unused"]


@pytest.mark.parametrize("path", _modules("rules"), ids=lambda p: str(p.relative_to(ROOT)))
def test_the_rules_core_imports_no_django_orm_request_or_celery(path):
    """rules/ is plain Python; only its management commands (the command line's edge) and its AppConfig (which
    makes those commands visible to ``manage.py``) touch Django."""
    if "management" in path.relative_to(ROOT).parts or path.name == "apps.py":
        return
    packages = {module.split(".")[0] for _, module, _, _ in _imports(path)}
    assert not packages & {"django", "celery", "teams", "league", "matches", "config"}


def test_no_app_module_is_over_400_lines():
    long = {
        str(path.relative_to(ROOT)): n
        for app in APPS
        if app != "rules"  # the rules core holds data tables and is measured by its own standards
        for path in _modules(app)
        if (n := len(path.read_text().splitlines())) > 400
    }
    assert long == {}


def test_every_apps_tests_are_collected():
    """pytest collects only ``testpaths``: an app whose tests folder is not named there is never tested in CI."""
    import tomllib

    testpaths = set(tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["pytest"]["ini_options"]["testpaths"])
    with_tests = {path.parent.name for path in ROOT.glob("*/tests") if path.is_dir() and path.parent.name != ".venv"}
    assert with_tests - testpaths == set()
