"""The event file, ``sevens-event/1``: an event with its rulespack, coaches, rosters and played rounds.

    {"format": "sevens-event/1", "name": "Sevens Slam", "ruleset": "sevens", "rounds_planned": 5,
     "scoring": {"win": 2, "draw": 1, "loss": 0, "bonus_points": true,
                 "tiebreakers": ["bonus_points", "td_diff", "td_for", "cas_for"]},
     "final_round_keeps_top": false, "spare_player": false,
     "coaches": [{"name": "Jay", "naf": 1234, "team": <a sevens-roster/1 file, or null>}],
     "rounds": [{"number": 1, "games": [{"home": "Jay", "away": "Rob", "home_td": 3, "away_td": 1,
                                         "home_cas": 2, "away_cas": 4, "conceded_by": null}]}]}

Issue 17 fixes the layout. Additions read here: a coach may say ``"spare": true`` (the event's Spare Player, seed
003, Spare Player; at most one, and only with ``"spare_player": true``) and ``"inducements": {"key": count}``
(bought from the budget, as at registration); the event may say ``"edition": "2025"`` (Spike! Journal 22's
Sevens and its Matched Play limits; without it the event is 2020), and every roster must then be a 2025 roster
(``"edition": "2025"`` in the roster file); a game may give ``home_objectives`` and
``away_objectives`` (Secret Objectives achieved) and ``win_kind`` (Dungeon Sevens); ``"away": null`` is a Bye. The
file is decoded with ``rules.textinput.load_json`` and each roster read with ``rules.rosterfile.parse_roster``:
anything malformed raises ``EventFileError`` with one line saying where and what. ``roster_problems_of`` checks
every roster against the rulespack as web registration does.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from .errors import DomainError
from .escalation import stages_problems
from .eventcore import KNOCKOUT_DRAWS, MAX_ROUNDS, Game, Rulespack, secret_objectives_choice
from .knockout import group_event_rounds
from .matchedplay import MatchedPlayRoster
from .rosterfile import RosterFile, RosterFileError, parse_roster
from .teamevents import TEAM_SIZE, race_clash, team_problems
from .textinput import (
    GOLD_MAX,
    LEAGUE_NAME_MAX,
    USERNAME_MAX,
    JSONInputError,
    int_problem,
    load_json,
    name_problem,
    quote,
)
from .violations import Violation

FORMAT = "sevens-event/1"
NAF_MAX = 99_999_999
MAX_COACHES = 1024
GAME_COUNT_MAX = 99  # touchdowns or casualties in one game: far above any Sevens score, a bound on what is read
SCORING_KEYS = ("win", "draw", "loss", "bonus_points", "tiebreakers")
TOP_KEYS = ("format", "name", "edition", "ruleset", "rounds_planned", "scoring", "final_round_keeps_top",
            "spare_player", "secret_objectives", "injuries_carry", "gold_escalation", "knockout_draw", "structure",
            "knockout_size", "team_size", "coaches", "rounds")
STRUCTURES = ("swiss", "groups", "teams")
GAME_KEYS = ("home", "away", "home_td", "away_td", "home_cas", "away_cas", "conceded_by", "home_objectives",
             "away_objectives", "win_kind")


class EventFileError(ValueError):
    """The data is not an event file (one line saying what is wrong)."""


@dataclass(frozen=True)
class EventCoach:
    """Issue 17, event file: a registered coach, his NAF number and the roster he brings."""

    name: str
    naf: int | None = None
    team: RosterFile | None = None
    spare: bool = False
    event_team: str | None = None  # his team in a team event (the first coach listed of a team is its captain)
    inducements: Mapping[str, int] = field(default_factory=dict)  # bought from the budget, by key


@dataclass(frozen=True)
class EventRound:
    """Issue 17, event file: a played round's games (coaches by name)."""

    number: int
    games: tuple[Game, ...]


@dataclass(frozen=True)
class EventFile:
    """Issue 17, event file: the event's name, rulespack, coaches and rounds played."""

    name: str
    pack: Rulespack
    coaches: tuple[EventCoach, ...]
    rounds: tuple[EventRound, ...]
    structure: str = "swiss"  # "swiss", "groups" (seed 003, Group & Knockout Events) or "teams" (Team Events)
    knockout_size: int = 8
    team_size: int = 3

    @property
    def spare(self) -> str | None:
        """Seed 003, Spare Player: the coach marked as the Spare Player, if any."""
        return next((c.name for c in self.coaches if c.spare), None)

    def games(self) -> list[Game]:
        """Every game of the rounds played, in round order."""
        return [game for played in self.rounds for game in played.games]


def _bool(data: dict, key: str, where: str, default: bool = False) -> bool:
    value = data.get(key, default)
    if not isinstance(value, bool):
        raise EventFileError(f"{where}{key!r} must be true or false, not {quote(value)}")
    return value


def _int(data: dict, key: str, where: str, *, low: int = 0, high: int = GAME_COUNT_MAX, default=None) -> int:
    if key not in data and default is not None:
        return default
    value = data.get(key)
    problem = int_problem(value, low=low, high=high)
    if problem:
        raise EventFileError(f"{where}{key!r} {problem}")
    return value


def _name(value: object, where: str, max_length: int) -> str:
    problem = name_problem(value, max_length=max_length)
    if problem:
        raise EventFileError(f"{where} {problem}")
    return value.strip()  # type: ignore[union-attr]


def _unknown(data: dict, allowed: tuple[str, ...], where: str) -> None:
    extra = [key for key in data if key not in allowed]
    if extra:
        raise EventFileError(f"{where}unknown key {quote(extra[0])}")


def _pack(data: dict) -> Rulespack:
    scoring = data.get("scoring", {})
    if not isinstance(scoring, dict):
        raise EventFileError("'scoring' must be a JSON object")
    _unknown(scoring, SCORING_KEYS, "scoring: ")
    values = {
        "ruleset": data.get("ruleset"),
        "rounds": _int(data, "rounds_planned", "", low=1, high=MAX_ROUNDS),
        "final_round_keeps_top": _bool(data, "final_round_keeps_top", ""),
        "spare_player": _bool(data, "spare_player", ""),
    }
    if not isinstance(values["ruleset"], str):
        raise EventFileError(f"'ruleset' must be a string, not {quote(values['ruleset'])}")
    if "edition" in data:  # optional: "2025" plays Spike! Journal 22's Sevens (Rulespack.edition)
        if not isinstance(data["edition"], str):
            raise EventFileError(f"'edition' must be a string such as \"2025\", not {quote(data['edition'])}")
        values["edition"] = data["edition"]
    for key in ("win", "draw", "loss"):
        if key in scoring:
            values[key] = _int(scoring, key, "scoring: ", high=1000)
    if "bonus_points" in scoring:
        values["bonus_points"] = _bool(scoring, "bonus_points", "scoring: ")
    if "tiebreakers" in scoring:
        tiebreakers = scoring["tiebreakers"]
        if not isinstance(tiebreakers, list) or not all(isinstance(t, str) for t in tiebreakers):
            raise EventFileError("scoring: 'tiebreakers' must be a list of names")
        values["tiebreakers"] = tuple(tiebreakers)
    if values.get("bonus_points") is False and "tiebreakers" not in values:
        values["tiebreakers"] = ("td_diff", "td_for", "cas_for")
    if "secret_objectives" in data and _bool(data, "secret_objectives", ""):  # optional: seed 003's Secret Objectives
        values["secret_objectives"] = True
        if "tiebreakers" not in values:
            values["tiebreakers"] = secret_objectives_choice(True)["tiebreakers"]
    if "injuries_carry" in data:  # optional: seed 003's Injuries
        values["injuries_carry"] = _bool(data, "injuries_carry", "")
    if "knockout_draw" in data:  # optional: seed 003's Knockout Stage, a drawn game settled as the rulespack says
        draw = data["knockout_draw"]
        if not isinstance(draw, str) or draw not in KNOCKOUT_DRAWS:
            raise EventFileError(f"'knockout_draw' is one of {', '.join(KNOCKOUT_DRAWS)}, not {quote(draw)}")
        values["knockout_draw"] = draw
    if "gold_escalation" in data:  # optional: seed 003's Gold Piece Escalation
        values["gold_escalation"] = _int(data, "gold_escalation", "", high=GOLD_MAX)
    try:
        return Rulespack.from_dict(values)
    except DomainError as exc:
        field = exc.field if exc.field != "rounds" else "rounds_planned"
        raise EventFileError(f"{field!r}: {exc.message}" if field else exc.message) from None
    except (TypeError, ValueError, KeyError, AttributeError):  # a value of a type no key takes: one line, exit 2
        raise EventFileError("the rulespack's values are not of the types the format takes") from None


def _coach(entry: object, where: str) -> EventCoach:
    if not isinstance(entry, dict):
        raise EventFileError(f"{where}each coach is a JSON object, not {quote(entry)}")
    _unknown(entry, ("name", "naf", "team", "spare", "event_team", "inducements"), where)
    name = _name(entry.get("name"), f"{where}'name'", USERNAME_MAX)
    naf = entry.get("naf")
    if naf is not None:
        naf = _int(entry, "naf", where, low=1, high=NAF_MAX)
    team = entry.get("team")
    roster = None
    if team is not None:
        try:
            roster = parse_roster(team)
        except RosterFileError as exc:
            raise EventFileError(f"coach {quote(name)}: team: {exc}") from None
    event_team = entry.get("event_team")
    if event_team is not None:
        event_team = _name(event_team, f"{where}'event_team'", LEAGUE_NAME_MAX)
    bought = entry.get("inducements") or {}
    if not isinstance(bought, dict) or not all(isinstance(key, str) for key in bought):
        raise EventFileError(f"coach {quote(name)}: 'inducements' is an object of counts by inducement")
    for key in bought:
        _int(bought, key, f"coach {quote(name)}: inducement ")
    return EventCoach(name=name, naf=naf, team=roster, spare=_bool(entry, "spare", where), event_team=event_team,
                      inducements={key: qty for key, qty in bought.items() if qty})


def roster_problems_of(event: EventFile) -> list[tuple[str, list[Violation]]]:
    """Seed 003, Writing Your Roster, Skill Points and Inducements: each coach whose roster breaks the rulespack,
    with every problem, checked as web registration checks it (``stages_problems``: the budget with the
    inducements bought, the tier's Skill Points, the specialists ...). Reading: a file brings only round 1's roster,
    so in a Gold Piece Escalation event that roster is checked at round 1's budget (it stands for the later rounds,
    as the rosters book says). A coach without a roster has nothing to check."""
    found = []
    for coach in event.coaches:
        if coach.team is None:
            continue
        roster = MatchedPlayRoster(coach.team.draft, inducements=dict(coach.inducements))
        problems = stages_problems([roster], event.pack, coach.team.edition)
        if problems:
            found.append((coach.name, problems))
    return found


def _game(entry: object, where: str, names: set[str]) -> Game:
    if not isinstance(entry, dict):
        raise EventFileError(f"{where}each game is a JSON object, not {quote(entry)}")
    _unknown(entry, GAME_KEYS, where)
    home, away = entry.get("home"), entry.get("away")
    for key, value in (("home", home), ("away", away)):
        if value is None and key == "away":
            continue
        if not isinstance(value, str) or value.strip() not in names:
            raise EventFileError(f"{where}{key!r} {quote(value)} is not a coach of the event")
    home = home.strip()
    away = away.strip() if isinstance(away, str) else None
    conceded = entry.get("conceded_by")
    if conceded is not None and (not isinstance(conceded, str) or conceded.strip() not in (home, away)):
        raise EventFileError(f"{where}'conceded_by' must be null or one of the game's coaches, not {quote(conceded)}")
    win_kind = entry.get("win_kind")
    if win_kind is not None and win_kind not in ("points", "runaway", "annihilation"):
        raise EventFileError(f"{where}'win_kind' must be null, points, runaway or annihilation")
    counts = {key: _int(entry, key, where, default=0) for key in GAME_KEYS[2:6]}
    objectives = {key: _int(entry, key, where, high=3, default=0) for key in GAME_KEYS[7:9]}
    if away is None:
        return Game.bye(home)
    try:
        return Game(home, away, **counts, conceded_by=conceded and conceded.strip(), **objectives, win_kind=win_kind)
    except ValueError as exc:
        raise EventFileError(f"{where}{str(exc).splitlines()[0]}") from None


def _round(entry: object, index: int, names: set[str], spare: str | None) -> EventRound:
    where = f"round {index}: "
    if not isinstance(entry, dict):
        raise EventFileError(f"{where}each round is a JSON object, not {quote(entry)}")
    _unknown(entry, ("number", "games"), where)
    number = _int(entry, "number", where, low=1, high=MAX_ROUNDS)
    if number != index:
        raise EventFileError(f"{where}rounds are numbered 1, 2, 3 ... in order; this one says {number}")
    games_data = entry.get("games")
    if not isinstance(games_data, list):
        raise EventFileError(f"{where}'games' must be a list")
    games = tuple(_game(g, f"round {index}, game {i}: ", names) for i, g in enumerate(games_data, start=1))
    seen: set[str] = set()
    for game in games:
        for coach in game.coaches():
            if coach in seen:
                raise EventFileError(f"{where}{quote(coach)} plays more than once")
            seen.add(coach)
        if game.away is None and spare is not None:
            raise EventFileError(f"{where}an event with a Spare Player has no Bye")
        if game.away is None and game.home == spare:
            raise EventFileError(f"{where}the Spare Player never has a Bye")
    return EventRound(number=number, games=games)


def parse_event(data: object) -> EventFile:
    """Read a decoded ``sevens-event/1`` file; ``EventFileError`` (one line) on anything malformed."""
    if not isinstance(data, dict):
        raise EventFileError("an event file is a JSON object")
    if data.get("format") != FORMAT:
        raise EventFileError(f"'format' must be {FORMAT!r}, not {quote(data.get('format'))}")
    _unknown(data, TOP_KEYS, "")
    name = _name(data.get("name"), "'name'", LEAGUE_NAME_MAX)
    pack = _pack(data)
    coaches_data = data.get("coaches")
    if not isinstance(coaches_data, list) or not coaches_data:
        raise EventFileError("'coaches' must be a non-empty list")
    if len(coaches_data) > MAX_COACHES:
        raise EventFileError(f"'coaches' must list at most {MAX_COACHES} coaches")
    coaches = tuple(_coach(c, f"coach {i}: ") for i, c in enumerate(coaches_data, start=1))
    names: set[str] = set()
    for coach in coaches:
        if coach.name.casefold() in {n.casefold() for n in names}:
            raise EventFileError(f"coach {quote(coach.name)} is listed more than once")
        names.add(coach.name)
    spares = [c.name for c in coaches if c.spare]
    if len(spares) > 1:
        raise EventFileError("at most one coach is the Spare Player")
    if spares and not pack.spare_player:
        raise EventFileError(f"coach {quote(spares[0])} is the Spare Player but 'spare_player' is false")
    for coach in coaches:
        if coach.team is not None and coach.team.ruleset != pack.ruleset:
            raise EventFileError(
                f"coach {quote(coach.name)}: the roster is for {quote(coach.team.ruleset)}, the event plays "
                f"{quote(pack.ruleset)}"
            )
        if coach.team is not None and coach.team.edition != pack.edition:  # Spike! Journal 22: 2025 rosters only
            raise EventFileError(
                f"coach {quote(coach.name)}: the roster is drafted under the {coach.team.edition} edition, the event "
                f"plays the {pack.edition} edition"
            )
    rounds_data = data.get("rounds", [])
    if not isinstance(rounds_data, list):
        raise EventFileError("'rounds' must be a list")
    if len(rounds_data) > pack.rounds:
        raise EventFileError(f"'rounds' lists {len(rounds_data)} rounds, more than the {pack.rounds} planned")
    spare = spares[0] if spares else None
    rounds = tuple(_round(r, i, names, spare) for i, r in enumerate(rounds_data, start=1))
    structure, sizes = _structure(data, coaches, rounds)
    return EventFile(name=name, pack=pack, coaches=coaches, rounds=rounds, structure=structure, **sizes)


def _team_problem(problem: Violation) -> str:
    """A team's problem (``rules.teamevents.team_problems``) as the file's one English line says it."""
    if problem.code == "team_size":
        params = problem.params
        wanted = params["most"] if problem.variant else f"{params['least']} to {params['most']}"
        return f"a team has {wanted} coaches, this one has {params['count']}"
    if problem.code == "coach_twice":
        return "a coach is listed twice in the team"
    return "one coach of the team is its Team Captain"


def _structure(data: dict, coaches: tuple[EventCoach, ...], rounds: tuple[EventRound, ...]) -> tuple[str, dict]:
    """Seed 003, Team Events and Group & Knockout Events: the event's format. A team event's coaches each name their
    team (its first coach listed is the Team Captain); every team has ``team_size`` coaches and no race twice. A
    group event is moved before its draw: its rounds are drawn here, never read from a file."""
    structure = data.get("structure", "swiss")
    if structure not in STRUCTURES:
        raise EventFileError(f"'structure' must be one of {', '.join(map(repr, STRUCTURES))}, not {quote(structure)}")
    if structure == "groups":
        size = _int(data, "knockout_size", "", default=8, high=64)
        try:
            group_event_rounds(size)
        except DomainError as exc:
            raise EventFileError(f"'knockout_size': {exc}") from None
        if rounds:
            raise EventFileError("a group event's rounds are drawn by the organiser here: leave 'rounds' empty")
        return structure, {"knockout_size": size}
    named = [c for c in coaches if c.event_team is not None]
    if structure == "swiss":
        if named:
            raise EventFileError(f"coach {quote(named[0].name)} names a team, but the event is not a team event")
        return structure, {}
    size = _int(data, "team_size", "", default=3, low=TEAM_SIZE[0], high=TEAM_SIZE[1])
    teams: dict[str, list[EventCoach]] = {}
    for coach in coaches:
        if coach.event_team is None:
            raise EventFileError(f"coach {quote(coach.name)}: a team event's coach names his 'event_team'")
        teams.setdefault(coach.event_team, []).append(coach)
    for team, members in teams.items():
        problems = team_problems([c.name for c in members], members[0].name, size)
        clash = race_clash({c.name: c.team.draft.race for c in members if c.team is not None})
        if problems or clash:
            clashing = f"{quote(clash[0][0])} is taken by more than one coach" if clash else ""
            problem = _team_problem(problems[0]) if problems else clashing
            raise EventFileError(f"team {quote(team)}: {problem}")
    return structure, {"team_size": size}


def read_event_file(text: str | bytes) -> EventFile:
    """Issue 17, Machine interface: decode and read an event file; ``EventFileError`` with one line, whatever the
    text (``rules.textinput.load_json``)."""
    try:
        data = load_json(text)
    except JSONInputError as exc:
        raise EventFileError(str(exc)) from None
    return parse_event(data)
