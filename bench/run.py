"""Run every benchmark and print its figures, one JSON line each: `make bench`."""

import importlib
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

BENCHMARKS = ["bench.validate", "bench.team_pages", "bench.league_pages"]


def main(names: list[str]) -> None:
    for name in names or BENCHMARKS:
        importlib.import_module(name if name.startswith("bench.") else f"bench.{name}").main()


if __name__ == "__main__":
    main(sys.argv[1:])
