"""Benchmark: validate 10,000 generated rosters and print the median microseconds per validation."""

import json
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from rules.draft import Draft, DraftPlayer, validate_draft  # noqa: E402
from rules.rosters import races  # noqa: E402
from rules.rulesets import dungeon_sevens, sevens, street_bowl  # noqa: E402


def generate(count: int, seed: int = 2020) -> list[Draft]:
    rng = random.Random(seed)
    all_races = races()
    drafts = []
    for _ in range(count):
        race = rng.choice(all_races)
        lineman = race.journeyman_position
        players = [lineman] * rng.randint(5, 9) + rng.choices(race.positions, k=rng.randint(0, 5))
        drafts.append(
            Draft(
                race=race.name,
                players=tuple(DraftPlayer(p.name, number=i) for i, p in enumerate(players, start=1)),
                rerolls=rng.randint(0, 3),
                assistant_coaches=rng.randint(0, 2),
                cheerleaders=rng.randint(0, 2),
                apothecary=rng.random() < 0.5,
                dedicated_fans=rng.randint(1, 3),
            )
        )
    return drafts


def main(count: int = 10_000) -> dict:
    drafts = generate(count)
    rulesets = [sevens(), dungeon_sevens(), street_bowl()]
    timings = []
    valid = 0
    for i, draft in enumerate(drafts):
        ruleset = rulesets[i % 3]
        start = time.perf_counter_ns()
        report = validate_draft(draft, ruleset)
        timings.append((time.perf_counter_ns() - start) / 1000)
        valid += report.valid
    result = {
        "benchmark": "validate_roster",
        "rosters": count,
        "valid": valid,
        "median_us": round(statistics.median(timings), 1),
        "p95_us": round(statistics.quantiles(timings, n=20)[-1], 1),
    }
    print(json.dumps(result))
    return result


if __name__ == "__main__":
    main()
