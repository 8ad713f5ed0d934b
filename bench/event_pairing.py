"""Benchmark: pair round 6 of a 256-coach event with 5 rounds played (random results from a fixed seed).

Prints ``{"coaches": 256, "rounds_played": 5, "pair_ms": ...}``: the median milliseconds of ``pair_round`` over
several runs (target under 50 ms), with the standings' own time beside it.
"""

import json
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from rules.tournament import Game, Rulespack, pair_round, rematches, standings  # noqa: E402

COACHES = 256
ROUNDS_PLAYED = 5
SEED = 2022


def play(pairs, rng: random.Random) -> list[Game]:
    """Random results: 0-4 touchdowns and 0-4 casualties a side, now and then a concession."""
    games = []
    for home, away in pairs:
        if away is None:
            games.append(Game.bye(home))
            continue
        conceded = rng.choice((home, away)) if rng.random() < 0.02 else None
        games.append(Game(home, away, rng.randint(0, 4), rng.randint(0, 4), rng.randint(0, 4), rng.randint(0, 4),
                          conceded_by=conceded))
    return games


def build(coaches: int = COACHES, rounds: int = ROUNDS_PLAYED, seed: int = SEED):
    rng = random.Random(seed)
    pack = Rulespack.default("sevens", rounds=rounds + 1)
    names = [f"Coach {i:03d}" for i in range(1, coaches + 1)]
    games: list[Game] = []
    for number in range(1, rounds + 1):
        ranked = [row.coach for row in standings(names, games, pack)]
        pairs = pair_round(ranked, games, pack, round_number=number, seed=seed + number)
        games.extend(play(pairs, rng))
    return names, games, pack


def main(runs: int = 15) -> dict:
    names, games, pack = build()
    pair_times, standing_times = [], []
    for _ in range(runs):
        start = time.perf_counter()
        ranked = [row.coach for row in standings(names, games, pack)]
        standing_times.append((time.perf_counter() - start) * 1000)
        start = time.perf_counter()
        pairs = pair_round(ranked, games, pack, round_number=ROUNDS_PLAYED + 1, seed=SEED)
        pair_times.append((time.perf_counter() - start) * 1000)
    assert len(pairs) == COACHES // 2
    assert not rematches(pairs, games)
    return {
        "coaches": COACHES,
        "rounds_played": ROUNDS_PLAYED,
        "pair_ms": round(statistics.median(pair_times), 2),
        "standings_ms": round(statistics.median(standing_times), 2),
    }


if __name__ == "__main__":
    print(json.dumps(main()))
