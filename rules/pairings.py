"""Fixtures and draws: a seeded round robin for leagues, and the Swiss draw of a Matched Play event.

Sources: seed 003 (``003_10674a811dc8f08c.txt``, GW *Blood Bowl Matched Play Guide*), "Pairings": "Round 1",
"Spare Player", "Bye" and "Subsequent rounds" (with the Nicolas / Dan / Louise swap example). The round robin is the
project's league format (the circle method); seed 003 mentions round robins only for its group stage.

Readings taken where seed 003 is unclear (each is repeated in the docstring of the function it touches):

* The swap rule ("the lowest ranked of the two will swap places with the highest ranked player of the pairing
  below") is applied as a search in ranking order: each pairing, from the top, takes the highest-ranked opponent not
  yet played for which the rest of the field can still be paired without a rematch. In the seed's case this is
  exactly the swap; when a swap would only make another rematch it goes on down the table; for the bottom pairing,
  which has no pairing below, it amounts to swapping with the pairing above. When no rematch-free draw exists at
  all, the draw makes the fewest rematches it can: the same search allowing one rematch, then two, and so on, each
  coach still taking, from the top, the highest-ranked opponent not yet played before any he has (so what rematches
  there are fall as low in the table as they can). The search is bounded (``SEARCH_BUDGET`` steps in all, counted
  the same way every time, so the draw stays the seed's); past it, each coach from the top takes the highest-ranked
  coach not yet played, or failing that the next in the ranking.
* Clubs apart in round 1 (not in seed 003: the NAF's tournament rules, our event's option): the random order is
  kept and only the pairs that share a club change: from the top, the second coach of such a pair swaps with the
  first coach of the first pairing below (then above) with nobody of that club, so no new pair of one club is made.
  This reaches the fewest pairs of one club there can be (when none is left free, every pairing holds one of that
  club). Clubs are compared without case or surrounding spaces; no club (None or
  blank) is nobody's club-mate.
* The bye (or Spare Player) is settled before the pairing: it goes to the lowest-ranked coach who has not had one
  (has not played the Spare Player); if every coach has, to the lowest-ranked coach.
"""

from __future__ import annotations

import random
from collections.abc import Hashable, Iterable, Mapping, Sequence

Team = Hashable
Pair = tuple[Team, Team | None]

SEARCH_BUDGET = 200_000
"""Seed 003, Subsequent rounds: how many steps the search for the draw with the fewest rematches may take in all
before each coach simply takes the next unplayed opponent (a bound, so a draw never hangs)."""


def _unique(teams: Iterable[Team], what: str = "teams") -> list[Team]:
    listed = list(teams)
    if any(team is None for team in listed):
        raise ValueError(f"None is not a team (it marks a bye) in {what}")
    seen: set[Team] = set()
    repeated = [team for team in listed if team in seen or seen.add(team)]
    if repeated:
        raise ValueError(f"{what} lists {', '.join(map(repr, repeated))} more than once")
    return listed


def _need_seed(seed: int | None) -> None:
    if seed is None:
        raise ValueError("a seed is required, so the same draw can be made again")


def round_robin(teams: Iterable[Team], *, double: bool = False, seed: int) -> list[list[Pair]]:
    """Ours (seed 003, Group & Knockout Events use one): circle method, a bye each per cycle, seeded round order."""
    _need_seed(seed)
    listed = _unique(teams)
    if len(listed) < 2:
        return []
    # With an odd count the bye (None) is the fixed slot of the circle: every team meets it once per cycle, and
    # then every team is at home exactly as often as away. With an even count the fixed team alternates.
    slots: list[Team | None] = [None, *listed] if len(listed) % 2 else listed
    size = len(slots)
    fixed, rotating = slots[0], slots[1:]
    rounds: list[list[Pair]] = []
    for number in range(size - 1):
        circle = [fixed, *rotating]
        games: list[Pair] = []
        byes: list[Pair] = []
        for i in range(size // 2):
            home, away = circle[i], circle[size - 1 - i]
            if i == 0 and number % 2:
                home, away = away, home
            if home is None or away is None:
                byes.append((away if home is None else home, None))
            else:
                games.append((home, away))
        rounds.append(games + byes)
        rotating = rotating[-1:] + rotating[:-1]
    random.Random(seed).shuffle(rounds)
    if not double:
        return rounds
    # The second half repeats the first in the same order with home and away swapped: each pair's two games are a
    # whole cycle apart.
    mirrored = [[(home, None) if away is None else (away, home) for home, away in games] for games in rounds]
    return rounds + mirrored


def first_round_pairings(teams: Iterable[Team], *, seed: int, spare_player: Team | None = None) -> list[Pair]:
    """Seed 003, Round 1: coaches paired at random (seeded); with an odd count a random one gets the Spare or a bye."""
    _need_seed(seed)
    order = _unique(teams)
    if spare_player is not None and spare_player in order:
        raise ValueError("the Spare Player is not one of the ranked coaches")
    random.Random(seed).shuffle(order)
    pairs: list[Pair] = [(order[i], order[i + 1]) for i in range(0, len(order) - 1, 2)]
    if len(order) % 2:
        pairs.append((order[-1], spare_player))
    return pairs


def _normalise(previous_pairs: Iterable[Iterable[Team]]) -> set[frozenset]:
    played: set[frozenset] = set()
    for pair in previous_pairs:
        members = frozenset(team for team in pair if team is not None)
        if len(members) == 2:
            played.add(members)
    return played


class _OutOfBudget(Exception):
    pass


def _search(ranked: list[Team], played: set[frozenset], allowed: int, spent: list[int], budget: int):
    """From the top: each coach takes the highest-ranked unplayed opponent that leaves the rest pairable with at
    most ``allowed`` rematches, then (if any are left) the highest-ranked one he has played. ``spent`` counts the
    steps, shared between calls; past ``budget`` the search gives up (``_OutOfBudget``)."""
    size = len(ranked)
    fresh = [[j for j in range(i + 1, size) if frozenset((ranked[i], ranked[j])) not in played] for i in range(size)]
    again = [[j for j in range(i + 1, size) if frozenset((ranked[i], ranked[j])) in played] for i in range(size)]
    taken = [False] * size
    chosen: list[tuple[int, int]] = []

    def search(start: int, left: int) -> bool:
        top = next((i for i in range(start, size) if not taken[i]), None)
        if top is None:
            return True
        spent[0] += 1
        if spent[0] > budget:
            raise _OutOfBudget
        taken[top] = True
        for options, cost in ((fresh[top], 0), (again[top], 1)):
            if cost > left:
                break
            for j in options:
                if not taken[j]:
                    taken[j] = True
                    chosen.append((top, j))
                    if search(top + 1, left - cost):
                        return True
                    chosen.pop()
                    taken[j] = False
        taken[top] = False
        return False

    return [(ranked[i], ranked[j]) for i, j in chosen] if search(0, allowed) else None


def fewest_rematches(ranked: Iterable[Team], played: Iterable[Iterable[Team]], *, budget: int = SEARCH_BUDGET):
    """Seed 003, Subsequent rounds ("if a coach is supposed to play an opponent they have already played ... swap"):
    when every draw has a rematch, the draw with the fewest (reading: none, then one, then two ... allowed, each
    coach from the top taking the highest-ranked unplayed opponent first, starting from the fewest the field's odd
    groups call for, ``_odd_groups``); ``None`` when ``budget`` steps in all do not find it."""
    listed = _unique(ranked, "ranked")
    met = _normalise(played)
    spent = [0]
    try:
        for allowed in range(_odd_groups(listed, met) // 2, len(listed) // 2 + 1):
            found = _search(listed, met, allowed, spent, budget)
            if found is not None:
                return found
    except _OutOfBudget:
        return None
    return None


def _odd_groups(ranked: list[Team], played: set[frozenset]) -> int:
    """How many groups of an odd number of coaches the field falls into when only unplayed opponents link coaches:
    each needs a rematch to leave it, and one rematch joins two, so a draw has at least half as many rematches (the
    search starts there instead of proving, step by step, that fewer cannot be)."""
    left = set(ranked)
    odd = 0
    while left:
        seen = {left.pop()}
        todo = list(seen)
        while todo:
            team = todo.pop()
            linked = [other for other in left if frozenset((team, other)) not in played]
            left.difference_update(linked)
            seen.update(linked)
            todo.extend(linked)
        odd += len(seen) % 2
    return odd


def _with_rematches(ranked: list[Team], played: set[frozenset]) -> list[Pair]:
    """From the top: each coach takes the highest-ranked unplayed opponent left, or failing that the next one (the
    greedy draw, kept for when the search runs out of budget)."""
    left = list(ranked)
    pairs: list[Pair] = []
    while left:
        top = left.pop(0)
        partner = next((team for team in left if frozenset((top, team)) not in played), left[0])
        left.remove(partner)
        pairs.append((top, partner))
    return pairs


def _club(clubs: Mapping[Team, str | None], team: Team | None) -> str | None:
    club = clubs.get(team) if team is not None else None
    return (club.strip().casefold() or None) if club else None


def clubs_apart(order: Sequence[Team], clubs: Mapping[Team, str | None]) -> list[Team]:
    """Ours (the NAF's tournament rules; Event.separate_clubs): round 1's random ``order`` (pairs 1-2, 3-4 ...) with
    coaches of one club kept apart: from the top, a pair of one club swaps its second coach with the first coach of
    the first pairing below (then above) with nobody of that club; the fewest such pairs there can be are left
    (reading in the module docstring). An odd last coach (the Bye) is left where he is."""
    seats = list(order)
    even = len(seats) - len(seats) % 2
    club = [_club(clubs, team) for team in seats]

    def clash(i: int) -> bool:
        return club[i] is not None and club[i] == club[i + 1]

    for first in range(0, even, 2):
        if not clash(first):
            continue
        mine = club[first]
        others = list(range(first + 2, even, 2)) + list(range(0, first, 2))
        free = next((other for other in others if mine not in (club[other], club[other + 1])), None)
        if free is not None:  # (a, b) and (c, d) become (a, c) and (b, d): neither is of one club
            seats[first + 1], seats[free] = seats[free], seats[first + 1]
            club[first + 1], club[free] = club[free], club[first + 1]
    return seats


def swiss_pairings(
    ranked_teams: Iterable[Team],
    previous_pairs: Iterable[Iterable[Team]] = (),
    byes_taken: Iterable[Team] = (),
    *,
    spare_player: Team | None = None,
    keep_top_pair: bool = False,
) -> list[Pair]:
    """Seed 003, Subsequent rounds: 1v2, 3v4...; a rematch swaps its lower coach down; bye to lowest without one."""
    ranked = _unique(ranked_teams, "ranked_teams")
    if spare_player is not None and spare_player in ranked:
        raise ValueError("the Spare Player is not one of the ranked coaches")
    played = _normalise(previous_pairs)
    had_bye = set(byes_taken)
    odd_one: Team | None = None
    if len(ranked) % 2:
        if spare_player is not None:
            eligible = [team for team in ranked if frozenset((team, spare_player)) not in played]
        else:
            eligible = [team for team in ranked if team not in had_bye]
        odd_one = (eligible or ranked)[-1]
        ranked.remove(odd_one)
    pairs: list[Pair] = []
    rest = ranked
    if keep_top_pair and len(ranked) >= 2:
        # Seed 003, Subsequent rounds: in the final round, if the rulespack says so, 1st and 2nd meet again.
        pairs.append((ranked[0], ranked[1]))
        rest = ranked[2:]
    drawn = fewest_rematches(rest, played)
    pairs.extend(drawn if drawn is not None else _with_rematches(rest, played))
    if odd_one is not None:
        pairs.append((odd_one, spare_player))
    return pairs
