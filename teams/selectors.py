"""Reads of teams that need care (a fixed number of queries, whatever the roster or history size)."""

from __future__ import annotations

from collections.abc import Iterable

from django.db.models import Count, Prefetch, Q, QuerySet, Sum

from core import datagen
from rules.draft import Draft, DraftPlayer
from rules.rosterfile import RosterFile, dump_roster
from rules.staff import staff_rows
from rules.tables import PATCH_UP_TARGET, InjuryOutcome

from .models import Player, Redraft, Team, TeamEvent
from .permissions import can_correct_team, can_edit_team


def teams_for_user(*, user) -> QuerySet[Team]:
    """The teams the user coaches, by name."""
    return Team.objects.filter(coach=user).select_related("league").order_by("name")


def league_teams_for_sheets(*, league) -> list[Team]:
    """Every team of a league with coach, players and their records, for the league's sheets (four queries)."""
    teams = list(
        Team.objects.filter(league=league)
        .select_related("coach", "league")
        .prefetch_related(Prefetch("players", queryset=Player.objects.order_by("number", "pk")))
        .order_by("name")
    )
    records = player_records(player_ids=[p.pk for team in teams for p in team.players.all()])
    for team in teams:
        team.player_records = records
    return teams


CONFIRMED_FIXTURE = "confirmed"
"""league's ``Fixture.Status.CONFIRMED`` ("Played"): only a result both coaches agreed on counts in a record."""

EMPTY_RECORD = {"games": 0, "touchdowns": 0, "casualties": 0, "badly_hurt": 0, "seriously_hurt": 0}


def player_records(*, player_ids: Iterable[int]) -> dict[int, dict]:
    """Each player's record from the player reports of confirmed games, in one query: games played, touchdowns,
    casualties caused, and lasting injuries (a casualty the apothecary patched up leaves none: seed 000,
    Apothecaries). Read through the reverse relation ``Player.reports`` (matches' ``PlayerReport``): a plain read
    of rows that point at players, so teams imports nothing from matches or league."""
    ids = list(player_ids)
    if not ids:
        return {}
    counted = Q(reports__match__fixture__status=CONFIRMED_FIXTURE)
    lasting = Q(reports__apothecary_roll__isnull=True) | Q(reports__apothecary_roll__lt=PATCH_UP_TARGET)
    rows = (
        Player.objects.filter(pk__in=ids, reports__isnull=False)
        .values("pk")
        .annotate(
            games=Count("reports", filter=counted & Q(reports__played=True)),
            touchdowns=Sum("reports__touchdowns", filter=counted, default=0),
            casualties=Sum("reports__casualties", filter=counted, default=0),
            badly_hurt=Count("reports", filter=counted & lasting & Q(reports__injury=InjuryOutcome.BADLY_HURT)),
            seriously_hurt=Count("reports", filter=counted & lasting & Q(reports__injury=InjuryOutcome.SERIOUSLY_HURT)),
        )
        .order_by()
    )
    return {row.pop("pk"): row for row in rows}


HISTORY_SHOWN = 20  # the team page's latest history entries; the whole history is a link away


def team_for_page(*, pk: int, history: int | None = None) -> Team:
    """A team with its coach, league, every player and its history (the latest ``history`` entries and one more,
    which tells that there are older ones; all of them by default), in four queries."""
    events = TeamEvent.objects.select_related("actor").order_by("-created_at", "-pk")
    if history is None:
        return (
            Team.objects.select_related("coach", "league")
            .prefetch_related(Prefetch("players", queryset=Player.objects.order_by("number", "pk")),
                              Prefetch("events", queryset=events))
            .get(pk=pk)
        )
    team = (
        Team.objects.select_related("coach", "league")
        .prefetch_related(Prefetch("players", queryset=Player.objects.order_by("number", "pk")))
        .get(pk=pk)
    )
    team.latest_events = list(events.filter(team=team)[: history + 1])
    return team


def team_for_page_kept(*, pk: int, whole_history: bool = False) -> Team | None:
    """``team_for_page`` with the latest ``HISTORY_SHOWN`` history entries (all of them with ``whole_history``),
    kept until the team's league is written to (``core.datagen.remember``: every viewer after the first reads it;
    one light query for the league, none more while it holds); None if there is no such team. A team in no league
    is loaded afresh."""
    history = None if whole_history else HISTORY_SHOWN
    league_id = Team.objects.filter(pk=pk).values_list("league_id", flat=True).first()
    if league_id is None:
        try:
            return team_for_page(pk=pk, history=history)
        except Team.DoesNotExist:
            return None
    key = f"teams:page:{pk}:{history}"
    return datagen.remember(key, [datagen.league(league_id)], lambda: team_for_page(pk=pk, history=history))


def active_players(team: Team) -> list[Player]:
    """The players on the roster now (uses the prefetched players when there are some)."""
    if "players" in getattr(team, "_prefetched_objects_cache", {}):
        return [p for p in team.players.all() if p.status in Player.ACTIVE]
    return list(team.players.filter(status__in=Player.ACTIVE))


def team_as_draft(team: Team, players: Iterable[Player] | None = None, extra: Iterable[DraftPlayer] = ()) -> Draft:
    """The team's permanent roster (journeymen left out) as the rules core's ``Draft``, plus any ``extra``."""
    roster = active_players(team) if players is None else players
    return Draft(
        race=team.race,
        players=(
            *(
                DraftPlayer(
                    p.position, number=p.number, name=p.name, skills=tuple(p.gained_skill_names), veteran=p.veteran
                )
                for p in sorted(roster, key=lambda p: p.number)
                if not p.journeyman and p.status in Player.ACTIVE
            ),
            *extra,
        ),
        rerolls=team.rerolls,
        assistant_coaches=team.assistant_coaches,
        cheerleaders=team.cheerleaders,
        apothecary=team.apothecary,
        dedicated_fans=team.dedicated_fans,
    )


def team_roster_file(*, team: Team) -> dict:
    """The team as a ``sevens-roster/1`` file: the permanent roster as it stands, in the edition it plays."""
    draft = team_as_draft(team)
    roster = RosterFile(
        ruleset=team.ruleset, name=team.name, draft=draft, treasury=team.treasury, edition=team.edition_key
    )
    return dump_roster(roster)


def _player_row(player: Player, race, records: dict[int, dict] | None = None) -> dict:
    position = race.position(player.position)
    return {
        "record": (records or {}).get(player.pk, EMPTY_RECORD),
        "player": player,
        "position": position,
        "starting_skills": list(position.skills) if position else [],
        "gained": player.gained_skills,
        "stunty": bool(position and position.stunty),
    }


SHEET_ROWS = 11


def team_page_context(
    *, team: Team, user, history: bool = True, records: bool | None = None, whole_history: bool = False
) -> dict:
    """Everything the team page and the team sheet show, from a team loaded by ``team_for_page``; the players'
    records (one more query, none for teams from ``league_teams_for_sheets``) when ``records``, by default on the
    sheets (``history`` off). The page shows the latest ``HISTORY_SHOWN`` history entries (``older_history`` when
    there are more), or all of them with ``whole_history``."""
    race = team.race_rules
    rules = team.rules()
    players = list(team.players.all())
    found = None
    if records if records is not None else not history:
        found = getattr(team, "player_records", None)
        if found is None:
            found = player_records(player_ids=[p.pk for p in players if p.status in Player.ACTIVE])
    roster = [_player_row(p, race, found) for p in players if p.status in Player.ACTIVE]
    former = [_player_row(p, race) for p in players if p.status not in Player.ACTIVE]
    latest = getattr(team, "latest_events", None)
    events = (list(team.events.all()) if latest is None else latest) if history else []
    special_rules = team.special_rules
    inducements = [
        {"inducement": i, "price": i.price_for(race, special_rules)} for i in rules.inducements_for(race, special_rules)
    ]
    staff = staff_rows(rules, race, team)
    return {
        "team": team,
        "race": race,
        "rules": rules,
        "roster": roster,
        "former": former,
        "events": events[:HISTORY_SHOWN] if not whole_history else events,
        "older_history": not whole_history and len(events) > HISTORY_SHOWN,
        "blank_rows": range(max(SHEET_ROWS - len(roster), 0)),
        "records": found is not None,
        "inducements": inducements,
        "staff": staff,
        "reroll_price": rules.reroll_price(race),
        "reroll_value": race.reroll_cost,  # what a re-roll adds to Team Value (rules.teamvalue)
        "rerolls_value": team.rerolls * race.reroll_cost,
        "special_rules": special_rules,
        "can_edit": (can_edit := can_edit_team(user, team)),
        "can_correct": can_correct_team(user, team),
        "can_fire": rules.firing_allowed,
        "redraft": open_redraft(team=team) if can_edit and rules.redraft_base is not None else None,
    }


def data_scopes(team: Team) -> tuple[str, ...]:
    """The data scopes (``core.datagen``) a change to the team touches: its league's (a league's pages show its
    teams) and its own (its coach's to-do list), or the global one for a team in no league."""
    return (datagen.league(team.league_id), datagen.team(team.pk)) if team.league_id else (datagen.GLOBAL,)


def teams_locked(*, ids: Iterable[int]) -> dict[int, Team]:
    """The teams, locked for update (their own rows) with their league, in id order (every path that locks
    teams locks them in id order, so two writers never wait on each other); the writes that follow touch their
    leagues' data (``core.datagen``)."""
    locked = Team.objects.select_for_update(of=("self",)).select_related("league").filter(pk__in=list(ids))
    teams = {team.pk: team for team in locked.order_by("pk")}
    datagen.touches(*(scope for team in teams.values() for scope in data_scopes(team)))
    return teams


def open_redraft(*, team: Team):
    """The team's re-draft waiting for its coach (Spike! Journal 22, Re-drafting), or None."""
    return team.redrafts.filter(status=Redraft.Status.OPEN).first()


def redraft_page(*, team: Team, redraft) -> dict:
    """The re-draft page: the budget's parts, the Emergency Call-up rolls, the players who may be re-hired (with
    their value) and the prices of re-rolls and staff."""
    ruleset, race = team.rules(), team.race_rules
    players = list(team.players.filter(status__in=Player.ACTIVE, journeyman=False).order_by("number", "pk"))
    called = list(team.players.filter(pk__in=redraft.called_up).order_by("number"))
    return {
        "team": team,
        "redraft": redraft,
        "ruleset": ruleset,
        "players": players,
        "called": called,
        "total": redraft.base + redraft.treasury + redraft.win_bonus,
        "reroll_price": ruleset.reroll_price(race),
        "cap": ruleset.redraft_cap,
        "per_win": ruleset.redraft_per_win,
    }
