"""A commissioner voids a confirmed result: every post-game change is undone from the recorded steps, and the void
is recorded (who, why, when, the voided score, what was rolled)."""

from __future__ import annotations

from django.db import transaction
from django.db.models import Q
from django.utils import timezone
from django.utils.dateparse import parse_datetime
from django.utils.translation import gettext as _
from django.utils.translation import ngettext

from core import datagen
from core.kept import kept
from league import services as league_services
from league.models import Fixture
from rules.errors import DomainError
from rules.postgame import sequence_position
from teams import services as team_services
from teams.models import TeamEvent
from teams.selectors import teams_locked

from ..models import Match, MatchRoll, MatchVoid, PostGameStep
from .common import fixture_named, match_for_fixture
from .steps import BY_STEP

REASON_MAX = 500


def _roll_record(roll: MatchRoll) -> dict:
    return {
        "team": roll.team_id,
        "what": roll.what,
        "why": roll.why,
        "subject": roll.subject,
        "faces": list(roll.faces),
        "result": roll.result,
        "detail": roll.detail,
        "params": roll.params,
    }


@datagen.scoped
@transaction.atomic
def match_void(*, match: Match, actor, reason: str) -> MatchVoid:
    """Void a confirmed report: reverse every change its post-game sequence made, last step first, record the void
    and reopen the result. Only until either team's next result is confirmed.

    The match keeps its seed (and its Fan Factors, rolled in the pre-game or from the seed): confirming again
    replays the same rolls where the same decisions are asked, so a result cannot be voided until the dice
    please. The post-game rolls move into the void's record, which says who voided, why and when.

    Locks in the one order every path uses: the teams in id order, then the match's steps, the fixture, the match.
    """
    reason = (reason or "").strip()
    if not reason:
        raise DomainError(_("Say why the result is voided: the reason is kept with the record."), field="reason")
    if len(reason) > REASON_MAX:
        most = ngettext(
            "A reason of at most %(count)s character.", "A reason of at most %(count)s characters.", REASON_MAX
        )
        raise DomainError(most % {"count": REASON_MAX}, field="reason")
    match = Match.objects.select_related("fixture").get(pk=match.pk)
    fixture = match.fixture
    teams = teams_locked(ids=[fixture.home_id, fixture.away_id])
    steps = list(match.steps.select_for_update().filter(status=PostGameStep.Status.DONE))
    steps.sort(key=lambda s: (s.team_id, -sequence_position(s.step)))
    fixture = Fixture.objects.select_for_update().get(pk=fixture.pk)
    match = Match.objects.select_for_update().get(pk=match.pk)
    if fixture.status != Fixture.Status.CONFIRMED or match.sequence == Match.Sequence.NONE:
        raise DomainError(_("Only a confirmed result can be voided."))
    later = (
        Fixture.objects.filter(status=Fixture.Status.CONFIRMED, confirmed_at__gt=fixture.confirmed_at)
        .filter(Q(home_id__in=list(teams)) | Q(away_id__in=list(teams)))
        .exclude(pk=fixture.pk)
    )
    if later.exists():
        raise DomainError(_("A later result of one of these teams is confirmed; correct the rosters by hand instead."))
    for team_id, team in teams.items():
        undone = [step for step in steps if step.team_id == team_id]
        treasury_before = team.treasury
        for step in undone:
            BY_STEP[step.step].undo(team, step.changes or {})
        team_services.recompute_values(team)
        team.version += 1
        team_services.team_save(
            team=team, fields=["treasury", "dedicated_fans", "team_value", "current_team_value", "version"]
        )
        team_services.history_record(
            team=team,
            kind=TeamEvent.Kind.CORRECTION,
            wording=[kept("result_voided", fixture=fixture_named(fixture), reason=reason, count=len(undone))],
            changes={"match": match.pk, "voided": [s.changes for s in undone]},
            treasury_delta=team.treasury - treasury_before,  # the history still adds up to the treasury
            actor=actor,
            reason=reason,
        )
    rolls = match.rolls.filter(post_game=True)
    record = MatchVoid.objects.create(
        match=match,
        voided_by=actor,
        voided_by_name=getattr(actor, "username", "") or "",
        reason=reason,
        voided_at=timezone.now(),
        home_td=fixture.home_td,
        away_td=fixture.away_td,
        rolls=[_roll_record(r) for r in rolls],
        steps=[{"team": s.team_id, "step": s.step, "changes": s.changes} for s in steps],
    )
    rolls.delete()
    match.steps.all().delete()
    match.advancement_choices.all().delete()
    match.sequence = Match.Sequence.NONE
    match.sequence_error = ""
    match.save(update_fields=["sequence", "sequence_error"])
    league_services.result_reopen(fixture=fixture)
    return record


@transaction.atomic
def voids_import(*, fixture, record: dict, actor) -> list[MatchVoid]:
    """Registered with league (``register_fixture_import``): recreate a fixture's voids from its record in the
    league file (``selectors.fixture_export``); the voider is found by name when the user exists here."""
    from django.contrib.auth import get_user_model  # noqa: PLC0415 (the auth model, resolved at call time)

    rows = record.get("voids") or []
    if not rows:
        return []
    match = match_for_fixture(fixture)
    users = get_user_model().objects
    created = []
    for row in rows:
        name = str(row.get("voided_by") or "")[:150]
        when = parse_datetime(str(row.get("voided_at") or "")) or timezone.now()
        created.append(
            MatchVoid.objects.create(
                match=match,
                voided_by=users.filter(username=name).first() if name else None,
                voided_by_name=name,
                reason=str(row.get("reason") or "")[:REASON_MAX] or "(no reason recorded)",
                voided_at=when,
                home_td=row.get("home_td"),
                away_td=row.get("away_td"),
                rolls=list(row.get("rolls") or []),
            )
        )
    return created
