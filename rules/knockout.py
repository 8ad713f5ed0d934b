"""Group & Knockout Events: groups of four, the knockout with placement games, and Best of the Rest.

Source: seed 003 (``003_10674a811dc8f08c.txt``, GW *Blood Bowl Matched Play Guide*, OCR), "Group & Knockout
Events", "Knockout Stage", "Knockout Table Wallchart" and "Best of the Rest".

Readings (each repeated in its rule's docstring):

* Groups: "divided into groups of four" with no word on how; they are drawn at random from the event's seed, or,
  when the organiser seeds the field, one coach of each quarter of the seeding in each group (pots). A field that is
  not a multiple of four plays some groups of three (a Bye a round), so every group still plays three rounds.
* Qualifying: the organiser sets 8 or 16. Group winners go through first, then the runners-up, and so on; coaches
  with the same group place are ordered by points, Bonus Points, Touchdown Difference, touchdowns, casualties.
* The bracket is the usual seeded one (1 v 8, 4 v 5, 2 v 7, 3 v 6), so the top two seeds can only meet in the final.
* "the four winning teams playing for places 1 to 4, and the four losing teams playing for places 5 to 8": every
  game of a round is for a band of places; winners play for its top half, losers for its bottom half, down to
  games for two places.
* A drawn knockout game: the Guide says to play extra time "as explained on page 67 of the Blood Bowl Rulebook"
  (OCR "play exh ie ... Kuh.-:"), so by default the result must name who won it; the rulespack may instead send the
  higher seed through, or look at the game's Bonus Points, then its casualties, then the seeds.
* Best of the Rest is "the same format as a normal event": the coaches not qualified, paired by the standard rules
  from their standings, group games counting as met.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Mapping, Sequence
from dataclasses import dataclass

from . import pairings
from .dice import Dice
from .errors import DomainError
from .eventcore import Game, Pair, Rulespack, StandingRow, pair_round, shuffled, standings
from .scoring import score_result
from .violations import Violation

Coach = Hashable

GROUP_SIZE = 4
"""Seed 003, Group & Knockout Events: "teams should be divided into groups of four"."""

KNOCKOUT_SIZES = (8, 16)
"""Seed 003, Group & Knockout Events: "We would recommend having 8 or 16 teams qualify"."""


def _refused(violation: Violation, message: str) -> DomainError:
    """A refusal: the English line (the command line's) and the violation the pages word (``core.wording``)."""
    return DomainError(message, field=violation.field, violations=[violation])


def _group_sizes(count: int) -> list[int]:
    """Groups of four, and of three for what is left (a field of 1, 2 or 5 cannot be grouped)."""
    threes = (-count) % 4
    if count < 3 or count < 3 * threes:
        raise _refused(Violation("groups_impossible", "coaches", {"count": count}),
                       f"{count} coaches cannot be divided into groups of four (and three)")
    fours = (count - 3 * threes) // 4
    return [4] * fours + [3] * threes


def groups_of_four(ranked_or_seeded: Sequence[Coach], seed: int, *, seeded: bool = False) -> list[list[Coach]]:
    """Seed 003, Group & Knockout Events: groups of four drawn with the dice (seeded: one of each pot per group);
    groups of three take up a field that is not a multiple of four."""
    coaches = pairings._unique(ranked_or_seeded, "coaches")
    sizes = _group_sizes(len(coaches))
    dice = Dice(seed=seed)
    groups: list[list[Coach]] = [[] for _ in sizes]
    if not seeded:
        order = shuffled(coaches, dice, why="Group draw")
        start = 0
        for group, size in zip(groups, sizes, strict=True):
            group.extend(order[start : start + size])
            start += size
        return groups
    for pot_number in range(GROUP_SIZE):
        places = [g for g, size in enumerate(sizes) if size > pot_number]
        pot = coaches[: len(places)]
        coaches = coaches[len(places) :]
        for g, coach in zip(places, shuffled(pot, dice, why=f"Group draw, pot {pot_number + 1}"), strict=True):
            groups[g].append(coach)
    return groups


def group_fixtures(group: Sequence[Coach], seed: int) -> list[list[Pair]]:
    """Seed 003, Group & Knockout Events: each coach of a group plays each other once (``rules.pairings``)."""
    return pairings.round_robin(group, seed=seed)


GROUP_ROUNDS = GROUP_SIZE - 1
"""Seed 003, Group & Knockout Events: a round robin of four is three rounds (a group of three also plays three,
a Bye each)."""


def group_event_rounds(size: int) -> int:
    """Seed 003, Group & Knockout Events: three group rounds, then a knockout of ``size`` (8 or 16) placing everyone
    in it, which takes as many rounds as halvings (8: three, 16: four)."""
    if size not in KNOCKOUT_SIZES:
        raise _refused(Violation("knockout_size", "knockout_size", {"small": KNOCKOUT_SIZES[0],
                                                                    "large": KNOCKOUT_SIZES[-1]}),
                       f"the knockout takes {' or '.join(map(str, KNOCKOUT_SIZES))} coaches")
    return GROUP_ROUNDS + size.bit_length() - 1


def group_round(groups: Sequence[Sequence[Coach]], seed: int, round_number: int) -> list[Pair]:
    """Seed 003, Group & Knockout Events: round ``round_number`` (1 to 3) of every group's round robin, the groups
    in order, each group's fixtures drawn once from the event's group seed (``group_fixtures``)."""
    if not 1 <= round_number <= GROUP_ROUNDS:
        raise _refused(Violation("group_rounds", "round", {"count": GROUP_ROUNDS}),
                       f"the group stage has {GROUP_ROUNDS} rounds")
    pairs: list[Pair] = []
    for index, group in enumerate(groups):
        pairs.extend(group_fixtures(group, seed + index)[round_number - 1])
    return pairs


def group_tables(groups: Sequence[Sequence[Coach]], games: Iterable[Game], pack: Rulespack) -> list[list[StandingRow]]:
    """Seed 003, Group & Knockout Events: each group's table from its own games (``standings``)."""
    played = list(games)
    tables = []
    for group in groups:
        members = set(group)
        own = [g for g in played if g.home in members and (g.away is None or g.away in members)]
        tables.append(standings(list(group), own, pack))
    return tables


def qualifiers(group_tables: Iterable[Sequence[StandingRow]], size: int) -> list[Coach]:
    """Seed 003, Group & Knockout Events: the top ``size`` go through: group winners first, then runners-up ...,
    coaches of the same place by points, Bonus Points, Touchdown Difference, touchdowns, casualties."""
    entries = []
    for table in group_tables:
        for place, row in enumerate(table):
            entries.append(((place, -row.points, -row.bonus_points, -row.td_diff, -row.td_for, -row.cas_for), row))
    if size > len(entries):
        raise _refused(Violation("too_few_qualifiers", "size", {"count": len(entries), "size": size}),
                       f"only {len(entries)} coaches played the groups; {size} cannot qualify")
    entries.sort(key=lambda entry: entry[0])
    return [row.coach for _, row in entries[:size]]


def best_of_the_rest(ranked: Sequence[Coach], qualified: Iterable[Coach]) -> list[Coach]:
    """Seed 003, Best of the Rest: the coaches who did not qualify form their own event, in ranking order."""
    through = set(qualified)
    return [coach for coach in ranked if coach not in through]


def pair_best_of_the_rest(
    ranked: Sequence[Coach], games: Iterable[Game], pack: Rulespack, *, seed: int, spare: Coach | None = None
) -> list[Pair]:
    """Seed 003, Best of the Rest: "the same format as a normal event": the standard draw of a later round, group
    games counting as met."""
    return pair_round(ranked, games, pack, round_number=2, seed=seed, spare=spare)


@dataclass(frozen=True)
class KnockoutGame:
    """Seed 003, Knockout Stage: a game for a band of places (1-8, then 1-4 and 5-8 ... down to 1-2)."""

    places: tuple[int, int]
    home: Coach
    away: Coach


def _bracket_order(size: int) -> list[int]:
    """Seed numbers in bracket order: 1 v size, and the top seeds apart until the final."""
    order = [1]
    while len(order) < size:
        total = 2 * len(order) + 1
        order = [seed for first in order for seed in (first, total - first)]
    return order


def knockout_bracket(qualified: Sequence[Coach], size: int) -> list[KnockoutGame]:
    """Seed 003, Knockout Stage: the first knockout round, seeds 1 v 8, 4 v 5, 2 v 7, 3 v 6 (all for places 1 to
    ``size``); ``qualified`` is in seed order."""
    if size < 2 or size & (size - 1):
        raise _refused(Violation("knockout_size", "size", variant="power_of_two"),
                       "a knockout takes 2, 4, 8, 16 ... coaches")
    if len(qualified) < size:
        raise _refused(Violation("too_few_qualifiers", "size", {"count": len(qualified), "size": size},
                                 variant="bracket"),
                       f"{size} coaches go into the knockout, only {len(qualified)} qualified")
    order = _bracket_order(size)
    return [
        KnockoutGame((1, size), qualified[order[i] - 1], qualified[order[i + 1] - 1]) for i in range(0, size, 2)
    ]


EXTRA_TIME = "extra_time"


def goes_to_extra_time(pack: Rulespack) -> bool:
    """Seed 003, Knockout Stage: a drawn knockout game is played on in extra time (the result names its winner)
    unless the rulespack settles draws another way (``Rulespack.knockout_draw``)."""
    return pack.knockout_draw == EXTRA_TIME


def knockout_winner(
    match: KnockoutGame,
    game: Game,
    pack: Rulespack,
    *,
    seeds: Mapping[Coach, int],
    extra_time_winner: Coach | None = None,
) -> Coach:
    """Seed 003, Knockout Stage: the winner of the game; a draw goes to extra time (the winner entered), or as the
    rulespack says (the higher seed; or the game's Bonus Points, casualties, then the higher seed)."""
    if {game.home, game.away} != {match.home, match.away}:
        raise _refused(Violation("knockout_game", "game"), "the result is not the one of this knockout game")
    scored = score_result(game.result(), pack.scheme)
    if scored.winner is not None:
        return scored.winner
    if goes_to_extra_time(pack):
        if extra_time_winner not in (match.home, match.away):
            raise _refused(Violation("extra_time_winner", "extra_time_winner"),
                           "a drawn knockout game goes to extra time: say who won it")
        return extra_time_winner
    higher = min((match.home, match.away), key=lambda coach: seeds.get(coach, len(seeds) + 1))
    if pack.knockout_draw == "higher_seed":
        return higher
    home_first = game.home == match.home
    bonus = (scored.home_bonus, scored.away_bonus) if home_first else (scored.away_bonus, scored.home_bonus)
    cas = (scored.home_cas, scored.away_cas) if home_first else (scored.away_cas, scored.home_cas)
    for home_value, away_value in (bonus, cas):
        if home_value != away_value:
            return match.home if home_value > away_value else match.away
    return higher


def next_knockout_round(results: Sequence[tuple[KnockoutGame, Coach]]) -> list[KnockoutGame]:
    """Seed 003, Knockout Stage: winners of two games of a band play for its top half, losers for its bottom half
    (after 8: 1-4 and 5-8); ``results`` is the round in bracket order, each with its winner; [] when all placed."""
    following: list[KnockoutGame] = []
    bands: dict[tuple[int, int], list[tuple[KnockoutGame, Coach]]] = {}
    for match, winner in results:
        if winner not in (match.home, match.away):
            raise _refused(Violation("knockout_game", "winner", variant="winner"),
                           "the winner did not play in this knockout game")
        bands.setdefault(match.places, []).append((match, winner))
    for (low, high), played in bands.items():
        if high - low == 1:
            continue
        if len(played) % 2:
            raise _refused(Violation("places_incomplete", "results", {"low": low, "high": high}),
                           f"the games for places {low}-{high} are not complete")
        middle = low + (high - low + 1) // 2
        top: list[KnockoutGame] = []
        bottom: list[KnockoutGame] = []
        for (first, first_winner), (second, second_winner) in zip(played[::2], played[1::2], strict=True):
            top.append(KnockoutGame((low, middle - 1), first_winner, second_winner))
            bottom.append(KnockoutGame((middle, high), _loser(first, first_winner), _loser(second, second_winner)))
        following.extend(top + bottom)
    return sorted(following, key=lambda match: match.places[0])


def knockout_places(results: Iterable[tuple[KnockoutGame, Coach]]) -> dict[Coach, int]:
    """Seed 003, Knockout Stage: final places from the games for two places (winner the higher place)."""
    places: dict[Coach, int] = {}
    for match, winner in results:
        low, high = match.places
        if high - low == 1:
            places[winner] = low
            places[_loser(match, winner)] = high
    return places


def _loser(match: KnockoutGame, winner: Coach) -> Coach:
    return match.away if winner == match.home else match.home
