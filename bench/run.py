"""Run every benchmark that needs no services and print its figures, one JSON line each: `make bench`.

The ones that need PostgreSQL and Redis run on their own: bench/pages.py (every page against the trivial page, with
gunicorn), bench/load.py (100 concurrent clients), bench/trivial.py (what the trivial page costs, piece by piece)
and bench/postgame.py (post-game sequences through a real worker)."""

import importlib
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

BENCHMARKS = [
    "bench.validate",
    "bench.team_pages",
    "bench.league_pages",
    "bench.sheets",
    "bench.event_pairing",
    "bench.event_standings",
    "bench.event_draw",
]


def main(names: list[str]) -> None:
    for name in names or BENCHMARKS:
        importlib.import_module(name if name.startswith("bench.") else f"bench.{name}").main()


if __name__ == "__main__":
    main(sys.argv[1:])
