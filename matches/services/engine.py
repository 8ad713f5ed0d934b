"""Running the post-game sequence: each step applied exactly once, in the transaction of its changes.

A run locks the match's teams (in id order, ``teams.selectors.teams_locked``) and then its step rows, the one
order every path takes (teams, then steps, then the fixture, then the match: a void and a run never wait on each
other in a circle). It skips what is done and records each step "done" in the transaction that makes its
changes: a repeated message, a retried task or two workers on the same match can never apply a step twice, and a
worker killed mid-run rolls the whole run back for the retry to start where the last commit ended.

What both teams' steps share (rosters, player reports, advancement choices) is loaded once, and what they write
(rolls, history, the teams, each step's record) is written together before the transaction commits. The teams
services a step calls are units of their caller's transaction (``atomic(savepoint=False)``): inside a run they take
no savepoint, so the run is one unit and an error in any step rolls all of it back for the task to retry or mark
the sequence failed (17 queries a run rather than 47 with a savepoint per service call).
"""

from __future__ import annotations

from functools import cached_property

from django.db import connection, transaction
from django.utils import timezone

from core import datagen
from rules.postgame import PostGameStep as Step
from rules.postgame import sequence_position
from teams import services as team_services
from teams.models import Player, Team
from teams.selectors import teams_locked

from ..models import AdvancementChoice, Match, MatchRoll, PlayerReport, PostGameStep
from ..signals import advancement_waiting, post_game_finished
from .common import fixture_named, roll_rows
from .steps import BY_STEP

FAILURE_REASON_LENGTH = 500


class Batch:
    """One run of a match's remaining steps, in one transaction."""

    def __init__(self, match: Match, team_ids: list[int]):
        self.match = match
        self.team_ids = team_ids
        self.rolls: list[MatchRoll] = []
        self.events: list[dict] = []
        self.runs: list[Run] = []
        self.step_rows: dict[tuple[int, int], PostGameStep] = {}

    @cached_property
    def rosters(self) -> dict[int, list[Player]]:
        rosters: dict[int, list[Player]] = {team_id: [] for team_id in self.team_ids}
        for p in Player.objects.filter(team_id__in=self.team_ids, status__in=Player.ACTIVE).order_by("number", "pk"):
            rosters[p.team_id].append(p)
        return rosters

    @cached_property
    def reports(self) -> dict[int, dict[int, PlayerReport]]:
        reports: dict[int, dict[int, PlayerReport]] = {team_id: {} for team_id in self.team_ids}
        for r in PlayerReport.objects.filter(match=self.match, team_id__in=self.team_ids):
            reports[r.team_id][r.player_id] = r
        return reports

    @cached_property
    def choices(self) -> dict[int, AdvancementChoice]:
        return {c.team_id: c for c in AdvancementChoice.objects.filter(match=self.match, team_id__in=self.team_ids)}

    def flush(self, steps: list[PostGameStep]) -> None:
        for run in self.runs:
            if run.team_fields:
                team_services.team_save(team=run.team, fields=sorted(run.team_fields))
        MatchRoll.objects.bulk_create(self.rolls)
        team_services.history_record_many(entries=self.events)
        _record_steps(steps)


class Run:
    """One team's part of a batch: its locked row, and the roster, reports and choice the steps share."""

    def __init__(self, batch: Batch, team: Team):
        self.batch = batch
        self.match = batch.match
        self.team = team
        self.team_fields: set[str] = set()
        batch.runs.append(self)

    @property
    def roster(self) -> list[Player]:
        return self.batch.rosters[self.team.pk]

    @property
    def reports(self) -> dict[int, PlayerReport]:
        return self.batch.reports[self.team.pk]

    @property
    def choice(self) -> AdvancementChoice | None:
        return self.batch.choices.get(self.team.pk)

    def forget_choice(self) -> None:
        """The chosen player cannot advance (the Draft, a correction): the coach chooses again."""
        choice = self.batch.choices.pop(self.team.pk, None)
        if choice is not None:
            choice.delete()

    def missed_this_game(self) -> set[int] | None:
        """The players who missed this game, from the Seriously Hurt step when it is done (this run or before)."""
        row = self.batch.step_rows.get((self.team.pk, Step.MISSED_GAMES))
        if row is None or row.status != PostGameStep.Status.DONE:
            return None
        return set((row.changes or {}).get("cleared", []))

    def active(self) -> list[Player]:
        return [p for p in self.roster if p.status in Player.ACTIVE]

    def keep_rolls(self, rolls) -> list[dict]:
        self.batch.rolls.extend(roll_rows(self.match, self.team.pk, rolls, post_game=True))
        return [r.as_dict() for r in rolls]

    def event(self, step: int, lines: list[dict], changes: dict, rolls=(), treasury_delta=0) -> None:
        """A step's history entry, said by ``lines`` (kept messages): the first names the game (its ``fixture``)."""
        first, *rest = lines
        first = {**first, "params": {**first["params"], "fixture": fixture_named(self.match.fixture)}}
        self.batch.events.append(
            {
                "team": self.team,
                "kind": "post_game",
                "wording": [first, *rest],
                "changes": {"match": self.match.pk, "step": int(step), **changes},
                "rolls": list(rolls),
                "treasury_delta": treasury_delta,
            }
        )

    def save_team(self, *fields: str) -> None:
        self.team_fields.update(fields)


def _record_steps(steps: list[PostGameStep]) -> None:
    """Write each step's status, changes and attempts with one statement sent many times (one round trip where
    the driver pipelines it) rather than a query per step."""
    if not steps:
        return
    fields = [PostGameStep._meta.get_field(name) for name in ("status", "changes", "attempts", "done_at")]
    sets = ", ".join(f"{connection.ops.quote_name(f.column)} = %s" for f in fields)
    sql = f"UPDATE {connection.ops.quote_name(PostGameStep._meta.db_table)} SET {sets} WHERE id = %s"  # noqa: S608 (names from the model)
    params = [[f.get_db_prep_save(getattr(step, f.attname), connection) for f in fields] + [step.pk] for step in steps]
    with connection.cursor() as cursor:
        cursor.executemany(sql, params)


def steps_to_run(match_id: int) -> set[int]:
    """The teams of a match with a step not done yet (one query; a repeated message stops here)."""
    return set(
        PostGameStep.objects.filter(match_id=match_id)
        .exclude(status=PostGameStep.Status.DONE)
        .order_by()
        .values_list("team_id", flat=True)
    )


def run_sequences(match_id: int, team_ids, *, match: Match | None = None, rest_done: bool = False) -> dict:
    """Run the teams' remaining steps in order, each team until a step waits or all are done, and write the
    match's summary of its sequence in the same transaction; returns each team's last status. ``rest_done``: the
    caller knows the match's other teams are done (it runs every team with a step left, ``steps_to_run``), so
    their steps are not read again."""
    with datagen.scope(), transaction.atomic():
        locked = teams_locked(ids=list(team_ids))  # teams first, in id order (their leagues' scopes); then steps
        rows = PostGameStep.objects.select_for_update().filter(match_id=match_id, team_id__in=list(locked))
        rows = sorted(rows.order_by("pk"), key=lambda row: (row.team_id, sequence_position(row.step)))
        if not rows:  # a void committed first: its "not started" stands
            return {}
        todo: dict[int, list[PostGameStep]] = {}
        for row in rows:
            if row.status != PostGameStep.Status.DONE:
                todo.setdefault(row.team_id, []).append(row)
        if todo:
            _run(match_id, match, rows, locked, todo)
        statuses = {row.team_id: PostGameStep.Status.DONE for row in rows}  # each team runs until a step waits
        statuses.update({row.team_id: row.status for row in rows if row.status == PostGameStep.Status.WAITING})
        rest = set() if rest_done else _statuses_of_others(match_id, list(statuses))
        _write_summary(match_id, {*statuses.values(), *rest})
        return statuses


def _run(match_id: int, match, rows, teams, todo) -> None:
    """Apply each team's steps left (``todo``) in order until one waits; their changes written together."""
    match = match or Match.objects.select_related("fixture__home", "fixture__away").get(pk=match_id)
    for row in rows:
        row.match = match  # one match for every row, not one built per row
    batch = Batch(match, list(todo))
    batch.step_rows = {(row.team_id, row.step): row for row in rows}
    now, written = timezone.now(), []
    for team_id, team_rows in todo.items():
        run = Run(batch, teams[team_id])
        for row in team_rows:
            row.attempts += 1
            written.append(row)
            changes = BY_STEP[row.step].apply(run)
            if changes is None:
                if row.status != PostGameStep.Status.WAITING:
                    advancement_waiting.send(sender=PostGameStep, step=row)
                row.status = PostGameStep.Status.WAITING
                break
            row.status, row.changes, row.done_at = PostGameStep.Status.DONE, changes, now
    batch.flush(written)


def _statuses_of_others(match_id: int, team_ids: list[int]) -> set[str]:
    others = PostGameStep.objects.filter(match_id=match_id).exclude(team_id__in=team_ids).order_by()
    return set(others.values_list("status", flat=True).distinct())


def _write_summary(match_id: int, statuses: set[str]) -> None:
    """The match's summary of its steps: done, waiting for a coach, or running. A sequence that runs again after
    a failure clears the failure; a void's "not started" on the row stays (the void got there first)."""
    if statuses == {PostGameStep.Status.DONE}:
        value = Match.Sequence.DONE
    elif PostGameStep.Status.WAITING in statuses:
        value = Match.Sequence.WAITING
    else:
        value = Match.Sequence.RUNNING
    current = Match.objects.filter(pk=match_id).exclude(sequence__in=(value, Match.Sequence.NONE))
    if current.update(sequence=value, sequence_error="") and value == Match.Sequence.DONE:
        post_game_finished.send(sender=Match, match_id=match_id)


def run_match(match_id: int) -> dict[str, str]:
    """Run every team of the match with a step left (a repeated message stops at ``steps_to_run``'s one query);
    returns each team's last status by team id."""
    teams = steps_to_run(match_id)
    if not teams:
        return {}
    statuses = run_sequences(match_id, sorted(teams), rest_done=True)  # a team already done stays as it is
    return {str(team_id): status for team_id, status in statuses.items()}


def run_team_sequence(match_id: int, team_id: int, *, match: Match | None = None) -> str:
    """Run one team's remaining steps (after the coach's advancement choice); returns its last status."""
    return run_sequences(match_id, [team_id], match=match).get(team_id, PostGameStep.Status.DONE)


def run_step(match_id: int, team_id: int, step: int) -> str:
    """Run the team's sequence as far as ``step`` can go and return that step's status (tests and the shell)."""
    run_team_sequence(match_id, team_id)
    return PostGameStep.objects.get(match_id=match_id, team_id=team_id, step=step).status


def mark_failed(match_id: int, reason: str) -> bool:
    """The task gave up: the sequence is marked failed with the reason, for a commissioner to retry. A sequence
    that finished meanwhile (a late worker) stays as it is."""
    unfinished = Match.objects.filter(pk=match_id, sequence__in=(Match.Sequence.RUNNING, Match.Sequence.WAITING))
    reason = (reason or "unknown error")[:FAILURE_REASON_LENGTH]
    return bool(unfinished.update(sequence=Match.Sequence.FAILED, sequence_error=reason))
