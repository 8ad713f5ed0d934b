"""The shapes the API answers with (pydantic, through django-ninja): the OpenAPI document is generated from these.
Each says what is public about an object; nothing private (invite codes, calendar keys, e-mail addresses, dice
seeds, tokens) has a field here."""


from datetime import date, datetime

from ninja import Schema
from pydantic import Field

from league.models import Fixture


class Error(Schema):
    """Every error: a sentence for a person and a code for a program."""

    message: str
    code: str = Field(description="bad_request, unauthorized, token_malformed, token_unknown, token_revoked, "
                                  "token_required, forbidden, not_found, method_not_allowed, rate_limited, "
                                  "server_error")


class TeamRef(Schema):
    id: int
    name: str


class Scoring(Schema):
    scheme: str
    win: int
    draw: int
    loss: int
    bonus_points: bool
    tiebreakers: list[str]


class LeagueItem(Schema):
    slug: str
    name: str
    ruleset: str
    edition: str
    season: str | None = Field(description="The running season's name, or else the latest one's.")
    teams: int = Field(description="Approved teams.")

    @staticmethod
    def resolve_season(row) -> str | None:
        return row.running_season or row.latest_season

    @staticmethod
    def resolve_teams(row) -> int:
        return row.team_count or 0


class LeagueOut(Schema):
    slug: str
    name: str
    ruleset: str
    edition: str
    public: bool
    scoring: Scoring
    current_season: int | None = Field(description="The running season's number, or else the latest one's.")
    url: str = Field(description="The league's page on the site.")


class SeasonOut(Schema):
    number: int
    name: str
    status: str
    teams: int
    played: int = Field(description="Confirmed results.")
    finished_at: datetime | None
    champion: TeamRef | None


class _Figures(Schema):
    """What a standings row counts, in a league and at an event alike (``rules.scoring``'s row)."""

    played: int
    won: int
    drawn: int
    lost: int
    points: int
    bonus_points: int
    td_for: int
    td_against: int
    td_diff: int
    cas_for: int
    cas_against: int


class StandingRow(_Figures):
    """A row exactly as ``manage.py standings SLUG --json`` prints it (``division`` only in a league with
    divisions)."""

    rank: int
    team: str
    division: str | None = None


class SeasonRef(Schema):
    number: int
    name: str
    status: str


class StandingsOut(Schema):
    league: str
    season: SeasonRef | None
    rows: list[StandingRow]


class ResultOut(Schema):
    home_td: int
    away_td: int
    home_cas: int
    away_cas: int
    conceded_by: int | None = Field(description="The id of the team that conceded, if one did.")
    win_kind: str


class FixtureOut(Schema):
    id: int
    round: int
    division: str | None
    date: date | None
    kickoff: datetime | None = Field(description="The time its coaches agreed (ISO 8601 with its offset), if any.")
    status: str = Field(description="scheduled, submitted, confirmed or cancelled.")
    forfeit: str | None = Field(description="A game never played, recorded as forfeited by the team that conceded: "
                                            "the commissioner's reason.")
    home: TeamRef
    away: TeamRef | None = Field(description="None for a bye.")
    result: ResultOut | None = Field(description="Once confirmed; an entered result waiting for confirmation is "
                                                 "not shown.")

    @staticmethod
    def resolve_forfeit(fixture) -> str | None:
        return fixture.forfeit_reason or None

    @staticmethod
    def resolve_division(fixture) -> str | None:
        return fixture.division.name if fixture.division_id else None

    @staticmethod
    def resolve_result(fixture) -> dict | None:
        if fixture.status != Fixture.Status.CONFIRMED or fixture.away_id is None:
            return None
        return {
            "home_td": fixture.home_td or 0,
            "away_td": fixture.away_td or 0,
            "home_cas": fixture.home_cas or 0,
            "away_cas": fixture.away_cas or 0,
            "conceded_by": fixture.conceded_by_id,
            "win_kind": fixture.win_kind,
        }


class TeamItem(Schema):
    id: int
    name: str
    race: str
    coach: str = Field(description="The coach's username.")
    entry: str
    team_value: int
    current_team_value: int


class PlayerRecord(Schema):
    games: int
    touchdowns: int
    casualties: int
    completions: int
    interceptions: int
    fouls: int
    sent_off: int = Field(description="Games in which he was sent off.")
    badly_hurt: int
    seriously_hurt: int
    killed: int
    games_missed: int


class PlayerOut(Schema):
    id: int
    number: int
    name: str
    position: str
    ma: int
    st: int
    ag: int
    pa: int | None
    av: int
    skills: list[str] = Field(description="The position's own skills.")
    gained_skills: list[str]
    status: str = Field(description="available, or mng: misses the next game (Seriously Hurt).")
    journeyman: bool
    value: int
    record: PlayerRecord = Field(description="Figures of confirmed games; Sevens players earn no Star Player "
                                             "Points, so there is no SPP total.")


class TeamOut(TeamItem):
    rerolls: int
    assistant_coaches: int
    cheerleaders: int
    apothecary: bool
    dedicated_fans: int
    treasury: int
    players: list[PlayerOut]


class TeamRecordLine(Schema):
    played: int
    won: int
    drawn: int
    lost: int
    td_for: int
    td_against: int
    cas_for: int
    cas_against: int


class TeamReportFigures(Schema):
    completions: int = Field(description="Its players' completions, from the player reports.")
    interceptions: int
    fouls: int
    sent_off: int = Field(description="How many times one of its players was sent off.")


class TeamTotalLine(TeamRecordLine, TeamReportFigures):
    pass


class TeamSeasonLine(TeamTotalLine):
    season: int
    season_name: str


class TeamOpponentLine(TeamRecordLine):
    opponent: TeamRef


class TeamRecordOut(Schema):
    team: TeamRef
    seasons: list[TeamSeasonLine]
    total: TeamTotalLine
    opponents: list[TeamOpponentLine]


class GainedSkill(Schema):
    skill: str
    fixture: int
    round: int


class PlayerRecordOut(Schema):
    id: int
    name: str
    number: int
    position: str
    team: TeamRef
    status: str
    record: PlayerRecord
    skills: list[GainedSkill]


class Leader(Schema):
    rank: int
    player: int
    name: str
    number: int | None
    position: str
    team: TeamRef
    value: int


class LeadersOut(Schema):
    season: int | None = Field(description="None: all time.")
    touchdowns: list[Leader]
    casualties: list[Leader]
    games: list[Leader]
    completions: list[Leader]
    interceptions: list[Leader]
    fouls: list[Leader]
    skills: list[Leader]


class EventBase(Schema):
    slug: str
    name: str
    ruleset: str
    structure: str = Field(description="swiss, groups or teams.")
    starts_on: date | None
    ends_on: date | None
    venue: str
    rounds_planned: int


class EventItem(EventBase):
    @staticmethod
    def resolve_rounds_planned(event) -> int:
        return event.pack().rounds


class EventOut(EventBase):
    coaches: int = Field(description="Registered coaches the standings count.")
    rounds_drawn: int
    url: str


class RoundItem(Schema):
    number: int
    stage: str
    games: int
    confirmed: int


class EventCoachRef(Schema):
    id: int
    name: str
    team_name: str
    race: str


class PairingOut(Schema):
    table: int
    status: str
    home: EventCoachRef
    away: EventCoachRef | None = Field(description="None for a bye.")
    result: ResultOut | None


class RoundOut(Schema):
    number: int
    stage: str
    pairings: list[PairingOut]


class EventStandingRow(_Figures):
    """A row exactly as ``manage.py event_standings SLUG --json`` prints it."""

    rank: int
    coach: str


class AwardOut(Schema):
    award: str
    coaches: list[str]
    figure: str


class EventStandingsOut(Schema):
    event: str
    rows: list[EventStandingRow]


class EventAwardsOut(Schema):
    event: str
    awards: list[AwardOut]
