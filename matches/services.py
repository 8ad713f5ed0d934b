"""The match report and the Sevens post-game sequence, each step applied exactly once.

Each team's sequence has five steps (seed 000 with the 2020 rulebook's post-game sequence):
1. winnings, Dedicated Fans, dead players leave, the Draft; 2. Player Advancement (waits for the coach's
choice); 3. Seriously Hurt players miss the next game; 4. Journeymen kept or let go; 5. TV and CTV.

A step locks its row, does nothing if it is done, and records "done" in the same transaction as its changes:
confirming twice, a retried task or two workers on the same step can never apply it twice. The dice of a step
are seeded from the match's seed, the team and the step, so a step re-run after a crash rolls the same dice.
"""

from __future__ import annotations

import secrets
from functools import cached_property

from django.db import IntegrityError, transaction
from django.db.models import F, Q
from django.utils import timezone

from rules import advancement, postgame
from rules.dice import Dice
from rules.draft import gp
from teams.models import Player, Team, TeamEvent
from teams.services import recompute_values

from .models import AdvancementChoice, InducementPurchase, Match, MatchRoll, PlayerReport, PostGameStep

STEPS = (1, 2, 3, 4, 5)
STEP_NAMES = {
    1: "Winnings, Dedicated Fans and the Draft",
    2: "Player Advancement",
    3: "Seriously Hurt players miss the next game",
    4: "Journeymen",
    5: "Team Value",
}


class MatchError(Exception):
    def __init__(self, message: str, *, field: str = ""):
        super().__init__(message)
        self.message = message
        self.field = field


def match_for_fixture(fixture) -> Match:
    match, _ = Match.objects.get_or_create(fixture=fixture)
    return match


def _dice(match: Match, team_id: int, step: int) -> Dice:
    return Dice(seed=(match.seed * 1_000_003 + team_id * 10 + step) % (2**63))


def _roll_rows(match: Match, team_id: int | None, rolls) -> list[MatchRoll]:
    return [
        MatchRoll(
            match=match,
            team_id=team_id,
            what=r.what,
            why=r.why[:200],
            subject=r.subject[:120],
            faces=list(r.faces),
            result=r.result,
            detail=r.detail[:200],
        )
        for r in rolls
    ]


def _store_rolls(match: Match, team_id: int | None, rolls) -> list[dict]:
    MatchRoll.objects.bulk_create(_roll_rows(match, team_id, rolls))
    return [r.as_dict() for r in rolls]


# --- starting the sequence ----------------------------------------------------------------------


def start_post_game(fixture) -> Match | None:
    """Called in the transaction that confirms a result: seed the dice, roll the Fan Factors and queue the steps.

    Idempotent: a second confirmation finds the steps already there and queues nothing new.
    """
    if fixture.away_id is None:
        return None
    match = Match.objects.select_for_update().filter(fixture=fixture).first() or match_for_fixture(fixture)
    if match.seed is not None:
        return match
    match.seed = secrets.randbits(48)
    match.status = Match.Status.CONFIRMED
    dice = Dice(seed=match.seed)
    home, away = fixture.home, fixture.away
    match.home_fan_factor = postgame.fan_factor(home.dedicated_fans, dice, subject=home.name)
    match.away_fan_factor = postgame.fan_factor(away.dedicated_fans, dice, subject=away.name)
    match.sequence = Match.Sequence.RUNNING
    match.save()
    _store_rolls(match, None, dice.rolls)
    try:
        with transaction.atomic():
            PostGameStep.objects.bulk_create(
                PostGameStep(match=match, team_id=team_id, step=step)
                for team_id in (fixture.home_id, fixture.away_id)
                for step in STEPS
            )
    except IntegrityError:
        return match
    from .tasks import run_post_game

    match_id = match.pk
    transaction.on_commit(lambda: run_post_game.delay(match_id))
    return match


# --- running the sequence -----------------------------------------------------------------------


class _Batch:
    """One run of a match's remaining steps, in one transaction: what the steps of both teams share (rosters,
    player reports, advancement choices) is loaded once, and what they write (rolls, history, the teams, each
    step's "done") is written together before the transaction commits."""

    def __init__(self, match: Match, team_ids: list[int]):
        self.match = match
        self.team_ids = team_ids
        self.rolls: list[MatchRoll] = []
        self.events: list[TeamEvent] = []
        self.runs: list[_Run] = []

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
                run.team.save(update_fields=sorted(run.team_fields))
        MatchRoll.objects.bulk_create(self.rolls)
        TeamEvent.objects.bulk_create(self.events)
        _record_steps(steps)


class _Run:
    """One team's part of a batch: its locked row, and the roster, reports and choice the steps share."""

    def __init__(self, batch: _Batch, team: Team):
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

    def active(self) -> list[Player]:
        return [p for p in self.roster if p.status in Player.ACTIVE]

    def keep_rolls(self, rolls) -> list[dict]:
        self.batch.rolls.extend(_roll_rows(self.match, self.team.pk, rolls))
        return [r.as_dict() for r in rolls]

    def event(self, step: int, description: str, changes: dict, rolls=(), treasury_delta=0) -> None:
        self.batch.events.append(
            TeamEvent(
                team=self.team,
                kind=TeamEvent.Kind.POST_GAME,
                description=f"{self.match.fixture}: {description}",
                changes={"match": self.match.pk, "step": step, **changes},
                rolls=list(rolls),
                treasury_delta=treasury_delta,
            )
        )

    def save_team(self, *fields: str) -> None:
        self.team_fields.update(fields)


def _record_steps(steps: list[PostGameStep]) -> None:
    """Write each step's status, changes and attempts with one statement sent many times (one round trip where
    the driver pipelines it) rather than a query per step."""
    if not steps:
        return
    from django.db import connection

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
        .values_list("team_id", flat=True)
    )


def run_sequences(match_id: int, team_ids=None, *, match: Match | None = None) -> dict[int, str]:
    """Run the teams' remaining steps in order, each team until a step waits or all are done; returns each
    team's last status.

    The step rows and the teams are locked for the whole run (in team and step order, so two runs never wait on
    each other in a circle); a repeated message, a retried task or a second worker waits, then finds the steps
    done. Every step is recorded done in the transaction that makes its changes: a worker killed mid-run rolls
    the whole run back, and the retry starts where the last commit ended.
    """
    with transaction.atomic():
        rows = PostGameStep.objects.select_for_update(of=("self", "team")).select_related(
            "team__league", "match__fixture__home", "match__fixture__away"
        )
        rows = rows.filter(match_id=match_id)
        if team_ids is not None:
            rows = rows.filter(team_id__in=list(team_ids))
        rows = list(rows.order_by("team_id", "step"))
        teams: dict[int, Team] = {}
        todo: dict[int, list[PostGameStep]] = {}
        for row in rows:
            teams.setdefault(row.team_id, row.team)
            if row.status != PostGameStep.Status.DONE:
                todo.setdefault(row.team_id, []).append(row)
        statuses = dict.fromkeys(teams, PostGameStep.Status.DONE)
        if not todo:
            return statuses
        match = match or rows[0].match
        batch = _Batch(match, list(todo))
        now, written = timezone.now(), []
        for team_id, team_rows in todo.items():
            run = _Run(batch, teams[team_id])
            for row in team_rows:
                row.attempts += 1
                written.append(row)
                changes = STEP_FUNCTIONS[row.step](run)
                if changes is None:
                    row.status = statuses[team_id] = PostGameStep.Status.WAITING
                    break
                row.status, row.changes, row.done_at = PostGameStep.Status.DONE, changes, now
        batch.flush(written)
        return statuses


def run_team_sequence(match_id: int, team_id: int, *, match: Match | None = None) -> str:
    """Run one team's remaining steps (after the coach's advancement choice); returns its last status."""
    return run_sequences(match_id, [team_id], match=match).get(team_id, PostGameStep.Status.DONE)


def run_step(match_id: int, team_id: int, step: int) -> str:
    """Run the team's sequence as far as ``step`` can go and return that step's status (tests and the shell)."""
    run_team_sequence(match_id, team_id)
    return PostGameStep.objects.get(match_id=match_id, team_id=team_id, step=step).status


def update_sequence_status(match_id: int, statuses: set[str] | None = None) -> None:
    """The match's summary of its steps: done, waiting for a coach, or running (``statuses``: every team's, when
    the caller has them)."""
    if statuses is None:
        statuses = set(PostGameStep.objects.filter(match_id=match_id).values_list("status", flat=True))
    if statuses == {PostGameStep.Status.DONE}:
        value = Match.Sequence.DONE
    elif PostGameStep.Status.WAITING in statuses:
        value = Match.Sequence.WAITING
    else:
        value = Match.Sequence.RUNNING
    Match.objects.filter(pk=match_id).exclude(sequence=value).update(sequence=value)


def _side(match: Match, team: Team) -> dict:
    f = match.fixture
    home = team.pk == f.home_id
    return {
        "own_td": f.home_td if home else f.away_td,
        "other_td": f.away_td if home else f.home_td,
        "conceded": f.conceded_by_id == team.pk,
        "opponent_conceded": f.conceded_by_id is not None and f.conceded_by_id != team.pk,
        "attendance": (match.home_fan_factor or 0) + (match.away_fan_factor or 0),
    }


def _step_winnings_fans_draft(run: _Run) -> dict:
    """Step 1: winnings, Dedicated Fans (2020 rulebook), dead players leave, the Draft (seed 000)."""
    match, team = run.match, run.team
    dice = _dice(match, team.pk, 1)
    side = _side(match, team)
    opponent_winnings = 0
    if side["opponent_conceded"]:
        opponent_winnings = postgame.winnings(
            fan_attendance=side["attendance"], touchdowns=side["other_td"], conceded=False, opponent_conceded=False
        )
    earned = postgame.winnings(
        fan_attendance=side["attendance"],
        touchdowns=side["own_td"],
        conceded=side["conceded"],
        opponent_conceded=side["opponent_conceded"],
        opponent_winnings=opponent_winnings,
    )
    outcome = postgame.outcome_for(
        own_td=side["own_td"],
        other_td=side["other_td"],
        conceded=side["conceded"],
        opponent_conceded=side["opponent_conceded"],
    )
    fans = postgame.update_dedicated_fans(
        dedicated_fans=team.dedicated_fans, outcome=outcome, dice=dice, subject=team.name
    )
    reports = run.reports
    roster = run.active()
    dead = [p for p in roster if (r := reports.get(p.pk)) and r.lasting_injury == PlayerReport.Injury.DEAD]
    for p in dead:
        p.status = Player.Status.DEAD
    survivors = [p for p in roster if p not in dead and not p.journeyman]
    draft_rolls = advancement.the_draft(
        ((p.pk, p.name or f"#{p.number} {p.position}", len(p.advancements)) for p in survivors), dice
    )
    leaving = {d.key for d in draft_rolls if d.leaves}
    drafted = [p for p in survivors if p.pk in leaving]
    for p in drafted:
        p.status = Player.Status.DRAFTED
    if dead or drafted:
        Player.objects.bulk_update([*dead, *drafted], ["status"])
    team.treasury += earned
    team.dedicated_fans = fans.after
    run.save_team("treasury", "dedicated_fans")
    rolls = run.keep_rolls(dice.rolls)
    parts = [f"winnings {gp(earned)}", f"Dedicated Fans {fans.before} → {fans.after}"]
    if dead:
        parts.append("dead: " + ", ".join(p.name or p.position for p in dead))
    if drafted:
        parts.append("left for the Draft: " + ", ".join(p.name or p.position for p in drafted))
    changes = {
        "treasury": earned,
        "fans": [fans.before, fans.after],
        "dead": [p.pk for p in dead],
        "drafted": [p.pk for p in drafted],
    }
    run.event(1, "; ".join(parts) + ".", changes, rolls, treasury_delta=earned)
    return changes


def advancement_candidates(
    match: Match, team: Team, *, roster: list[Player] | None = None, reports: dict | None = None
) -> list[advancement.Candidate]:
    """The team's players as advancement sees them. Without a player-by-player report (a result entered as a
    score only), every player who was not missing the game counts as having played, and nobody died."""
    race = team.race_rules
    if reports is None:
        reports = {r.player_id: r for r in match.player_reports.filter(team=team)}
    if roster is None:
        roster = list(team.players.filter(status__in=Player.ACTIVE, journeyman=False).order_by("number", "pk"))
    candidates = []
    for p in roster:
        position = race.position(p.position)
        report = reports.get(p.pk)
        if position is None or p.journeyman or p.status not in Player.ACTIVE:
            continue
        candidates.append(
            advancement.Candidate(
                key=p.pk,
                name=p.name or f"#{p.number} {p.position}",
                position=position,
                skills=(*position.skills, *p.gained_skill_names),
                gained=len(p.advancements),
                played=report.played if report else (not reports and p.status == Player.Status.AVAILABLE),
                died=bool(report and report.lasting_injury == PlayerReport.Injury.DEAD),
            )
        )
    return candidates


def _step_advancement(run: _Run) -> dict | None:
    """Step 2: seed 000, Player Advancement, once the coach has chosen (else the step waits)."""
    match, team = run.match, run.team
    choice = run.choice
    candidates = advancement_candidates(match, team, roster=run.roster, reports=run.reports)
    if not advancement.eligible(candidates):
        run.event(2, "no player who played and survived can gain a skill.", {})
        return {"skipped": True}
    if choice is None or not choice.category or choice.player_id is None:
        return None
    dice = _dice(match, team.pk, 2)
    candidate = next((c for c in advancement.eligible(candidates) if c.key == choice.player_id), None)
    if candidate is None:  # the chosen player left (the Draft, a correction): the coach chooses again
        run.forget_choice()
        return None
    try:
        result = advancement.advance(candidate, choice.kind, choice.category, dice, team.race_rules.edition)
    except advancement.AdvancementError:  # e.g. no skill of that category left: the coach chooses again
        run.forget_choice()
        return None
    player = next(p for p in run.roster if p.pk == candidate.key)
    before = player.value
    player.gained_skills = [
        *player.gained_skills,
        {"skill": result.skill, "kind": result.kind, "category": result.category},
    ]
    player.value = before + result.value_increase
    player.save(update_fields=["gained_skills", "value"])
    rolls = [*choice.rolls, *run.keep_rolls(dice.rolls)]
    changes = {"player": player.pk, "skill": result.skill, "value": [before, player.value]}
    run.event(
        2,
        f"{candidate.name} gains {result.skill} (random {result.kind.title()}, {result.category}); "
        f"value {gp(before)} → {gp(player.value)}.",
        changes,
        rolls,
    )
    return changes


def _step_missed_games(run: _Run) -> dict:
    """Step 3: seed 000, Injury table 11: a Seriously Hurt player misses the team's next game; the players who
    missed this game are available again."""
    roster = run.active()
    hurt = [
        p for p in roster if (r := run.reports.get(p.pk)) and r.lasting_injury == PlayerReport.Injury.SERIOUSLY_HURT
    ]
    cleared = [p for p in roster if p.status == Player.Status.MISSES_NEXT_GAME and p not in hurt]
    for p in cleared:
        p.status = Player.Status.AVAILABLE
    for p in hurt:
        p.status = Player.Status.MISSES_NEXT_GAME
    if cleared or hurt:
        Player.objects.bulk_update([*cleared, *hurt], ["status"])
    changes = {"cleared": [p.pk for p in cleared], "mng": [p.pk for p in hurt]}
    if cleared or hurt:
        run.event(3, f"{len(hurt)} miss the next game; {len(cleared)} back from injury.", changes)
    return changes


def _step_journeymen(run: _Run) -> dict:
    """Step 4: Journeymen the coach keeps are hired permanently at their fee; the others leave."""
    team = run.team
    keep = set(run.choice.keep_journeymen if run.choice else [])
    race = team.race_rules
    kept, left = [], []
    for p in run.active():
        if not p.journeyman:
            continue
        position = race.position(p.position)
        fee = position.cost if position else p.value
        if p.pk in keep and team.treasury >= fee:
            p.journeyman = False
            p.gained_skills = [g for g in p.gained_skills if g.get("kind") != "journeyman"]
            p.save(update_fields=["journeyman", "gained_skills"])
            team.treasury -= fee
            kept.append({"id": p.pk, "fee": fee})
        else:
            p.status = Player.Status.FIRED
            p.save(update_fields=["status"])
            left.append(p.pk)
    paid = sum(k["fee"] for k in kept)
    if paid:
        run.save_team("treasury")
    changes = {"kept": kept, "left": left}
    if kept or left:
        run.event(4, f"{len(kept)} journeymen hired, {len(left)} leave.", changes, treasury_delta=-paid)
    return changes


def _step_team_value(run: _Run) -> dict:
    """Step 5: Team Value and Current Team Value recomputed (2020 rulebook; see rules.teamvalue)."""
    team = run.team
    before = [team.team_value, team.current_team_value]
    recompute_values(team, run.roster)
    team.version += 1
    run.save_team("team_value", "current_team_value", "version")
    return {"tv": [before[0], team.team_value], "ctv": [before[1], team.current_team_value]}


STEP_FUNCTIONS = {
    1: _step_winnings_fans_draft,
    2: _step_advancement,
    3: _step_missed_games,
    4: _step_journeymen,
    5: _step_team_value,
}


# --- the coach's advancement choice -------------------------------------------------------------


@transaction.atomic
def advancement_choose(
    *,
    match: Match,
    team: Team,
    actor,
    kind: str,
    player_id: int | None = None,
    category: str = "",
    keep_journeymen: list[int] | None = None,
) -> AdvancementChoice:
    """Record the coach's choice (seed 000, Player Advancement) and resume the team's sequence.

    Primary: the coach names the player and the category. Secondary: the player is drawn at random first (the
    draw is kept), then the coach picks the category among that player's Secondary categories.
    """
    if kind not in advancement.KINDS:
        raise MatchError("Choose a Primary or a Secondary skill.", field="kind")
    step = PostGameStep.objects.select_for_update().filter(match=match, team=team, step=2).first()
    if step is None or step.status != PostGameStep.Status.WAITING:
        raise MatchError("There is no advancement waiting for this team.")
    candidates = {c.key: c for c in advancement_candidates(match, team)}
    choice, _ = AdvancementChoice.objects.select_for_update().get_or_create(
        match=match, team=team, defaults={"kind": kind, "decided_by": actor}
    )
    if kind == advancement.PRIMARY:
        candidate = candidates.get(player_id)
        if candidate is None or candidate not in advancement.eligible(candidates.values()):
            raise MatchError("Choose a player who played this game and was not killed.", field="player")
        choice.player_id = candidate.key
        choice.rolls = []
    else:
        if choice.kind != advancement.SECONDARY or choice.player_id is None:
            dice = _dice(match, team.pk, 20)
            drawn = advancement.random_secondary_player(list(candidates.values()), dice)
            choice.player_id = drawn.key
            choice.rolls = _store_rolls(match, team.pk, dice.rolls)
        candidate = candidates[choice.player_id]
    choice.kind = kind
    allowed = candidate.categories(kind)
    if category and category not in allowed:
        raise MatchError(f"{category} is not one of {candidate.name}'s {kind.title()} categories.", field="category")
    choice.category = category or (allowed[0] if len(allowed) == 1 else "")
    if choice.category and not advancement.skills_available(candidate, choice.category, team.race_rules.edition):
        raise MatchError(f"{candidate.name} already has every {choice.category} skill.", field="category")
    if keep_journeymen is not None:
        choice.keep_journeymen = [int(i) for i in keep_journeymen]
    choice.decided_by = actor
    choice.save()
    if choice.category:
        from .tasks import run_post_game_team

        match_id, team_id = match.pk, team.pk
        transaction.on_commit(lambda: run_post_game_team.delay(match_id, team_id))
    return choice


# --- pre-game -----------------------------------------------------------------------------------


@transaction.atomic
def pregame_add_journeymen(*, match: Match, team: Team, actor=None) -> list[Player]:
    """Seed 000, Journeymen: a team with fewer than seven players who can play takes Journeymen up to seven, each
    its Lineman positional with Loner (5+). Safe to call twice: players already taken count."""
    from rules.matchday import journeyman_skills, journeymen_needed

    team = Team.objects.select_for_update(of=("self",)).select_related("league").get(pk=team.pk)
    if match.fixture.status == match.fixture.Status.CONFIRMED:
        raise MatchError("This game has been played.")
    roster = list(team.players.filter(status__in=Player.ACTIVE))
    available = sum(1 for p in roster if p.status == Player.Status.AVAILABLE)
    needed = journeymen_needed(available)
    if not needed:
        return []
    race, rules = team.race_rules, team.rules()
    position = race.journeyman_position
    starting = set(position.skills)
    extra = [s for s in journeyman_skills(race, rules) if s not in starting]
    taken = {p.number for p in roster}
    created = []
    for _ in range(needed):
        number = next(n for n in range(1, 100) if n not in taken)
        taken.add(number)
        created.append(
            Player(
                team=team,
                number=number,
                name="Journeyman",
                position=position.name,
                ma=position.ma,
                st=position.st,
                ag=position.ag,
                pa=position.pa,
                av=position.av,
                gained_skills=[{"skill": s, "kind": "journeyman", "category": "Trait"} for s in extra],
                value=position.cost,
                journeyman=True,
            )
        )
    Player.objects.bulk_create(created)
    TeamEvent.objects.create(
        team=team,
        kind=TeamEvent.Kind.HIRED,
        description=f"{match.fixture}: {needed} Journeym{'a' if needed == 1 else 'e'}n ({position.name}, "
        f"{', '.join(extra)}) join for the game.",
        changes={"match": match.pk, "journeymen": [p.pk for p in created]},
        actor=actor,
    )
    return created


def game_ctvs(fixture) -> dict[int, int]:
    """Each team's Current Team Value for this game: the stored CTV plus its Journeymen (rules.matchday)."""
    from rules.matchday import game_ctv

    teams = (fixture.home, fixture.away)
    journeymen: dict[int, list[int]] = {t.pk: [] for t in teams}
    for team_id, value in Player.objects.filter(
        team__in=[t.pk for t in teams], journeyman=True, status=Player.Status.AVAILABLE
    ).values_list("team_id", "value"):
        journeymen[team_id].append(value)
    return {t.pk: game_ctv(t.current_team_value, journeymen[t.pk]) for t in teams}


def inducements_waiting_for(fixture, team: Team, purchases: dict[int, InducementPurchase], ctvs: dict[int, int]):
    """The team that must buy before ``team`` (2020 rulebook: the favourite first), or None."""
    from rules.matchday import favourite

    if not team.rules().inducements_from_treasury:
        return None  # the favourite can buy nothing (petty cash only), so nobody waits for it
    other = fixture.away if team.pk == fixture.home_id else fixture.home
    side = favourite(ctvs[fixture.home_id], ctvs[fixture.away_id])
    first = {"home": fixture.home, "away": fixture.away}.get(side)
    if first is not None and first.pk == other.pk and other.pk not in purchases:
        return other
    return None


@transaction.atomic
def inducements_buy(*, match: Match, team: Team, actor, purchases: dict[str, int]) -> InducementPurchase:
    """Seed 000, Inducements, with the 2020 rulebook's pre-game Inducements: the favourite buys first from its
    treasury; the underdog then gets the CTV difference plus that spend as petty cash, and may add treasury.
    Each Desperate Measure rolls a D8 on its table, duplicates re-rolled; the rolls are kept with the match."""
    from rules import matchday
    from rules.tables import roll_desperate_measures

    match = (
        Match.objects.select_for_update(of=("self",))
        .select_related("fixture__home", "fixture__away", "fixture__season__league")
        .get(pk=match.pk)
    )
    fixture = match.fixture
    if fixture.away_id is None or team.pk not in (fixture.home_id, fixture.away_id):
        raise MatchError("That team does not play this game.")
    if fixture.status != fixture.Status.SCHEDULED:
        raise MatchError("Inducements are bought before the game, and this game's result is already entered.")
    bought = {p.team_id: p for p in InducementPurchase.objects.filter(match=match)}
    if team.pk in bought:
        raise MatchError(f"{team.name} has already bought its inducements for this game.")
    teams = (
        Team.objects.select_for_update(of=("self",))
        .select_related("league")
        .filter(pk__in=(fixture.home_id, fixture.away_id))
        .order_by("pk")  # in id order, as the post-game locks them
    )
    team = {t.pk: t for t in teams}[team.pk]
    rules, race = team.rules(), team.race_rules
    if any(qty for key, qty in purchases.items() if (item := rules.inducement(key)) and item.price is None):
        raise MatchError("Mercenary players are priced one by one: ask a commissioner to add one.", field="mercenary")
    priced = matchday.quote(purchases, rules, race, team.special_rules)
    items = priced.items
    if priced.problems:
        raise MatchError(" ".join(priced.problems), field=next(iter(items), ""))
    ctvs = game_ctvs(fixture)
    first = inducements_waiting_for(fixture, team, bought, ctvs)
    if first is not None:
        raise MatchError(f"{first.name} has the higher Current Team Value and buys its inducements first.")
    other_id = fixture.away_id if team.pk == fixture.home_id else fixture.home_id
    other = bought.get(other_id)
    budget = matchday.inducement_budget(
        own_ctv=ctvs[team.pk],
        other_ctv=ctvs[other_id],
        treasury=team.treasury,
        ruleset=rules,
        other_treasury_spent=other.treasury_spent if other else 0,
    )
    cost = priced.cost
    try:
        petty, treasury = matchday.pay(cost, budget)
    except ValueError:
        raise MatchError(
            f"These inducements cost {gp(cost)}; {team.name} can spend {gp(budget.total)} "
            f"({gp(budget.petty_cash)} petty cash and {gp(budget.treasury)} from the treasury).",
            field="total",
        ) from None
    dice = Dice()
    measures = roll_desperate_measures(items.get("desperate-measures", 0), dice, subject=team.name)
    rolls = _store_rolls(match, team.pk, dice.rolls)
    purchase = InducementPurchase.objects.create(
        match=match,
        team=team,
        items=items,
        own_ctv=ctvs[team.pk],
        other_ctv=ctvs[other_id],
        petty_cash=budget.petty_cash,
        petty_cash_spent=petty,
        treasury_spent=treasury,
        desperate_measures=[{"name": m.name, "text": m.text} for m in measures],
        rolls=rolls,
        bought_by=actor,
    )
    if treasury:
        Team.objects.filter(pk=team.pk).update(treasury=F("treasury") - treasury, version=F("version") + 1)
    names = [f"{qty} × {item.name}" for item, qty in purchase.bought(rules)]
    description = f"{fixture}: " + (", ".join(names) if names else "no inducements")
    if cost:
        description += f" for {gp(cost)} ({gp(petty)} petty cash, {gp(treasury)} from the treasury)"
    if measures:
        description += "; Desperate Measures: " + ", ".join(m.name for m in measures)
    TeamEvent.objects.create(
        team=team,
        kind=TeamEvent.Kind.INDUCEMENTS,
        description=description + ".",
        changes={"match": match.pk, "items": items, "treasury": -treasury},
        rolls=rolls,
        treasury_delta=-treasury,
        actor=actor,
    )
    return purchase


# --- the player-by-player report ----------------------------------------------------------------

MAX_PER_PLAYER = 20


@transaction.atomic
def report_players(*, match: Match, team: Team, actor, lines: list[dict]) -> list[PlayerReport]:
    """Record a team's player lines for a game not yet confirmed: played, touchdowns, casualties caused, a lasting
    injury and the apothecary's D6 (seed 000, Apothecaries: one patch-up, by a team that has an apothecary)."""
    fixture = match.fixture
    if fixture.status == fixture.Status.CONFIRMED:
        raise MatchError("This game's result is confirmed; ask a commissioner to void it first.")
    if team.pk not in (fixture.home_id, fixture.away_id):
        raise MatchError("That team did not play this game.")
    roster = {p.pk: p for p in team.players.filter(status__in=Player.ACTIVE)}
    reports, patch_ups = [], 0
    for line in lines:
        player = roster.get(line.get("player"))
        if player is None:
            raise MatchError("A player line names a player who is not on this team's roster.", field="player")
        for key in ("touchdowns", "casualties"):
            value = line.get(key, 0)
            if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= MAX_PER_PLAYER:
                raise MatchError(
                    f"#{player.number}: {key} must be a whole number from 0 to {MAX_PER_PLAYER}.", field=key
                )
        injury = line.get("injury", "") or ""
        if injury not in PlayerReport.Injury.values:
            raise MatchError(f"#{player.number}: unknown injury.", field="injury")
        roll = line.get("apothecary_roll")
        if roll is not None:
            if not injury:
                raise MatchError(f"#{player.number}: the apothecary only patches up a casualty.", field="apothecary")
            if not 1 <= roll <= 6:
                raise MatchError(f"#{player.number}: the apothecary's roll is a D6, 1 to 6.", field="apothecary")
            patch_ups += 1
        played = bool(line.get("played", True))
        if not played and (line.get("touchdowns") or line.get("casualties") or injury):
            raise MatchError(
                f"#{player.number} did not play, so cannot score, cause casualties or be hurt.", field="played"
            )
        reports.append(
            PlayerReport(
                match=match,
                player=player,
                team=team,
                played=played,
                touchdowns=line.get("touchdowns", 0),
                casualties=line.get("casualties", 0),
                injury=injury,
                apothecary_roll=roll,
            )
        )
    if patch_ups and not team.apothecary:
        raise MatchError(f"{team.name} has no apothecary to patch players up.", field="apothecary")
    if patch_ups > 1:
        raise MatchError("An apothecary patches up one player a game.", field="apothecary")
    PlayerReport.objects.filter(match=match, team=team).delete()
    return PlayerReport.objects.bulk_create(reports)


# --- voiding a confirmed report -----------------------------------------------------------------


def _reverse_step(team: Team, step: PostGameStep) -> None:
    changes = step.changes or {}
    players = team.players
    if step.step == 1:
        team.treasury -= changes.get("treasury", 0)
        if changes.get("fans"):
            team.dedicated_fans = changes["fans"][0]
        players.filter(pk__in=[*changes.get("dead", []), *changes.get("drafted", [])]).update(
            status=Player.Status.AVAILABLE
        )
    elif step.step == 2 and changes.get("player"):
        player = players.get(pk=changes["player"])
        gained = list(player.gained_skills)
        for index in range(len(gained) - 1, -1, -1):
            if gained[index].get("skill") == changes["skill"]:
                del gained[index]
                break
        player.gained_skills = gained
        player.value = changes["value"][0]
        player.save(update_fields=["gained_skills", "value"])
    elif step.step == 3:
        players.filter(pk__in=changes.get("mng", [])).update(status=Player.Status.AVAILABLE)
        players.filter(pk__in=changes.get("cleared", [])).update(status=Player.Status.MISSES_NEXT_GAME)
    elif step.step == 4:
        from rules.matchday import journeyman_skills

        race, rules = team.race_rules, team.rules()
        starting = set(race.journeyman_position.skills)
        traits = [
            {"skill": s, "kind": "journeyman", "category": "Trait"}
            for s in journeyman_skills(race, rules)
            if s not in starting
        ]
        for kept in changes.get("kept", []):
            team.treasury += kept["fee"]
            players.filter(pk=kept["id"]).update(journeyman=True, gained_skills=traits)
        players.filter(pk__in=changes.get("left", [])).update(status=Player.Status.AVAILABLE)


@transaction.atomic
def match_void(*, match: Match, actor) -> Match:
    """Void a confirmed report: reverse every change its post-game sequence made, from the recorded steps, and
    reopen the result. Only until either team's next result is confirmed."""
    from league.models import Fixture

    match = Match.objects.select_for_update().select_related("fixture").get(pk=match.pk)
    fixture = match.fixture
    if fixture.status != Fixture.Status.CONFIRMED or match.seed is None:
        raise MatchError("Only a confirmed result can be voided.")
    teams = (fixture.home_id, fixture.away_id)
    later = (
        Fixture.objects.filter(status=Fixture.Status.CONFIRMED, confirmed_at__gt=fixture.confirmed_at)
        .filter(Q(home_id__in=teams) | Q(away_id__in=teams))
        .exclude(pk=fixture.pk)
    )
    if later.exists():
        raise MatchError("A later result of one of these teams is confirmed; correct the rosters by hand instead.")
    for team_id in teams:
        team = Team.objects.select_for_update(of=("self",)).select_related("league").get(pk=team_id)
        steps = list(match.steps.filter(team_id=team_id, status=PostGameStep.Status.DONE).order_by("-step"))
        for step in steps:
            _reverse_step(team, step)
        recompute_values(team)
        team.version += 1
        team.save(update_fields=["treasury", "dedicated_fans", "team_value", "current_team_value", "version"])
        TeamEvent.objects.create(
            team=team,
            kind=TeamEvent.Kind.CORRECTION,
            description=f"{fixture}: result voided; {len(steps)} post-game steps reversed.",
            changes={"match": match.pk, "voided": [s.changes for s in steps]},
            actor=actor,
        )
    match.steps.all().delete()
    match.advancement_choices.all().delete()
    match.seed = None
    match.home_fan_factor = match.away_fan_factor = None
    match.status = Match.Status.SUBMITTED
    match.sequence = Match.Sequence.NONE
    match.save()
    fixture.status = Fixture.Status.SUBMITTED
    fixture.confirmed_by = None
    fixture.confirmed_at = None
    fixture.save(update_fields=["status", "confirmed_by", "confirmed_at"])
    return match


# --- table-side rolls ---------------------------------------------------------------------------


def table_roll(*, match: Match, table_key: str, actor, team: Team | None = None) -> MatchRoll:
    """Roll on one of the ruleset's tables for the table-side coach and keep the roll with the match."""
    from rules.tables import TABLES

    rules = match.fixture.season.league.rules()
    if table_key not in rules.tables.values():
        raise MatchError(f"{rules.name} has no table {table_key!r}.")
    table = TABLES[table_key]
    dice = Dice()
    entry = table.roll(dice, why=table.title, subject=team.name if team else "")
    roll = dice.rolls[-1]
    return MatchRoll.objects.create(
        match=match,
        team=team,
        what=roll.what,
        why=roll.why[:200],
        subject=roll.subject[:120],
        faces=list(roll.faces),
        result=roll.result,
        detail=f"{entry.name}: {entry.text}"[:200],
    )
