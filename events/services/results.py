"""A game's result entered from a phone, then confirmed or disputed by the other coach (or an organiser)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from django.db import transaction
from django.utils.translation import gettext as _

from core import datagen
from core.wording import word
from rules.errors import DomainError
from rules.eventinjuries import injuries_of, injury_refusals
from rules.textinput import REASON_MAX
from rules.tournament import (
    OBJECTIVES_ROLLED,
    goes_to_extra_time,
)

from ..injuries import available_players, missing_for
from ..models import Event, EventCoach, EventGame, ResultRecord
from ..permissions import OPEN_STATUSES, can_confirm_result, can_enter_result, is_organiser, plays_in_game
from ..signals import send_if_round_complete

RESULT_FIELDS = ("home_td", "away_td", "home_cas", "away_cas", "home_objectives", "away_objectives")


def result_of(game: EventGame) -> dict:
    """A game's result as the records keep it (before and after a correction): the figures and who conceded or won
    in extra time, by name."""
    names = {game.home_id: game.home.name, game.away_id: game.away.name if game.away else None}
    result = {name: getattr(game, name) for name in RESULT_FIELDS}
    result["conceded_by"] = names.get(game.conceded_by_id)
    result["extra_time_winner"] = names.get(game.extra_time_winner_id)
    return result


def _apply(
    locked: EventGame, *, home_td: int, away_td: int, home_cas: int, away_cas: int, conceded_by: EventCoach | None,
    home_objectives: int, away_objectives: int, extra_time_winner: EventCoach | None,
    injuries: Mapping[str, Sequence[int]] | None,
) -> None:
    """The result written on the game (nothing saved): each figure checked, refusals beside their fields."""
    if conceded_by is not None and conceded_by.pk not in (locked.home_id, locked.away_id):
        raise DomainError(_("Only one of the game's two coaches can concede."), field="conceded_by")
    locked.home_td, locked.away_td, locked.home_cas, locked.away_cas = home_td, away_td, home_cas, away_cas
    for name, value in (("home_objectives", home_objectives), ("away_objectives", away_objectives)):
        if not 0 <= value <= OBJECTIVES_ROLLED:
            raise DomainError(
                _("A coach achieves 0 to %(most)s Secret Objectives.") % {"most": OBJECTIVES_ROLLED}, field=name
            )
    locked.home_objectives, locked.away_objectives = home_objectives, away_objectives
    locked.conceded_by = conceded_by
    locked.home_injuries, locked.away_injuries = _injuries(locked, injuries or {})
    locked.extra_time_winner = _extra_time_winner(locked, extra_time_winner)


def _locked_game(game: EventGame) -> EventGame:
    """The game locked (only its own row: PostgreSQL locks no row on the nullable side of an outer join, the Bye's
    missing away coach) with its coaches and event."""
    found = EventGame.objects.select_for_update(of=("self",)).select_related("home", "away", "round__event")
    locked = found.get(pk=game.pk)
    datagen.touches(datagen.event(locked.round.event_id))  # the writes that follow touch the event's data only
    return locked


@datagen.scoped
@transaction.atomic
def game_submit(
    *, game: EventGame, actor, home_td: int, away_td: int, home_cas: int, away_cas: int,
    conceded_by: EventCoach | None = None, home_objectives: int = 0, away_objectives: int = 0,
    extra_time_winner: EventCoach | None = None, injuries: Mapping[str, Sequence[int]] | None = None,
) -> EventGame:
    """A coach enters his game's result for the other coach to confirm; an organiser's entry counts at once (the
    referee's word: it also settles a disputed result), unless he plays in it. With Secret Objectives (seed 003)
    each coach's objectives achieved, 0 to 3, are entered with it; when injuries are carried (seed 003, Injuries)
    the players Seriously Hurt or Dead, ``injuries["home_seriously_hurt"]`` and so on by shirt number. A game with
    a coach who withdrew takes no result."""
    locked = _locked_game(game)
    organiser = is_organiser(actor, locked.round.event)
    if locked.away_id is None or locked.status not in OPEN_STATUSES:
        raise DomainError(_("This game's result is in already."))
    if not can_enter_result(actor, locked, organiser=organiser):
        raise DomainError(_("Only the game's coaches or the organisers enter its result."))
    withdrawn = [c.name for c in (locked.home, locked.away) if c.state == EventCoach.State.WITHDRAWN]
    if withdrawn:
        raise DomainError(
            _("%(coach)s has withdrawn from the event: his game takes no result.") % {"coach": withdrawn[0]}
        )
    _apply(locked, home_td=home_td, away_td=away_td, home_cas=home_cas, away_cas=away_cas, conceded_by=conceded_by,
           home_objectives=home_objectives, away_objectives=away_objectives, extra_time_winner=extra_time_winner,
           injuries=injuries)
    locked.submitted_by = actor
    # reading: an organiser who plays in the game enters it as a coach does, for his opponent to confirm
    referee = organiser and not plays_in_game(actor, locked)
    locked.status = EventGame.Status.CONFIRMED if referee else EventGame.Status.SUBMITTED
    locked.save()
    if referee:
        send_if_round_complete(locked)
    return locked


@datagen.scoped
@transaction.atomic
def game_correct(
    *, game: EventGame, actor, reason: str, home_td: int, away_td: int, home_cas: int, away_cas: int,
    conceded_by: EventCoach | None = None, home_objectives: int = 0, away_objectives: int = 0,
    extra_time_winner: EventCoach | None = None, injuries: Mapping[str, Sequence[int]] | None = None,
) -> ResultRecord:
    """An organiser corrects a confirmed result (a 5-0 typed for 0-5), with a reason; the correction is recorded
    (who, when, why, the result before and after). The standings, the awards and any round not yet drawn follow
    it, as they are read from the results; a round drawn since stays as it was drawn (reading: a referee does not
    re-pair a round that is being played), and the record names it so the page can say so."""
    event = Event.objects.select_for_update().get(pk=game.round.event_id)  # as a draw does: no round drawn meanwhile
    locked = _locked_game(game)
    if not is_organiser(actor, event):
        raise DomainError(_("Only the event's organisers correct a result."))
    if locked.away_id is None or locked.status != EventGame.Status.CONFIRMED:
        raise DomainError(_("Only a confirmed result is corrected; this one is still open."))
    reason = " ".join((reason or "").split())
    if not reason:
        raise DomainError(_("Say why the result is corrected: it is recorded with the correction."), field="reason")
    before = result_of(locked)
    _apply(locked, home_td=home_td, away_td=away_td, home_cas=home_cas, away_cas=away_cas, conceded_by=conceded_by,
           home_objectives=home_objectives, away_objectives=away_objectives, extra_time_winner=extra_time_winner,
           injuries=injuries)
    after = result_of(locked)
    if after == before and not injuries:
        raise DomainError(_("The result is unchanged: change a figure, or leave it as it is."))
    locked.save()
    latest = event.rounds.order_by("-number").values_list("number", flat=True).first()
    return ResultRecord.objects.create(
        game=locked, kind=ResultRecord.Kind.CORRECTED, by=actor, reason=reason[:REASON_MAX], before=before,
        after=after, drawn_since=latest if latest and latest > locked.round.number else None,
    )


def _injuries(game: EventGame, given: Mapping[str, Sequence[int]]) -> tuple[dict, dict]:
    """Seed 003, Injuries (``rules.eventinjuries``): each side's players Seriously Hurt or Dead, checked against
    the roster the side played with and who missed the game; nothing is kept when the event does not carry them."""
    pack = game.round.event.pack()
    if not pack.injuries_carry:
        return {}, {}
    stored = []
    for side, coach, missing in zip(("home", "away"), (game.home, game.away), missing_for(game=game), strict=True):
        hurt, dead = given.get(f"{side}_seriously_hurt", ()), given.get(f"{side}_dead", ())
        numbers = [n for n, _ in available_players(coach, pack, game.round.number, {})]
        problems = injury_refusals(numbers, missing, hurt, dead, fields=(f"{side}_seriously_hurt", f"{side}_dead"))
        if problems:
            raise DomainError(
                _("%(coach)s's injuries cannot be written down.") % {"coach": coach.name}, violations=problems,
                word=word,
            )
        stored.append(injuries_of(hurt, dead))
    return stored[0], stored[1]


def _extra_time_winner(game: EventGame, named: EventCoach | None) -> EventCoach | None:
    """Seed 003, Knockout Stage: a drawn knockout game goes to extra time when the rulespack says so, and its result
    names who won it (``rules.tournament.knockout_winner``); any other game names nobody."""
    drawn = game.home_td == game.away_td and game.conceded_by_id is None
    if game.places_low is None or not drawn or not goes_to_extra_time(game.round.event.pack()):
        return None
    if named is None or named.pk not in (game.home_id, game.away_id):
        raise DomainError(_("A drawn knockout game goes to extra time: say who won it."), field="extra_time_winner")
    return named


@datagen.scoped
@transaction.atomic
def game_confirm(*, game: EventGame, actor, confirm: bool, reason: str = "") -> EventGame:
    """The other coach (or an organiser) confirms an entered result. The other coach may dispute it instead, with
    a reason: the dispute is recorded and goes to the organisers (the referee), the result waits to be entered
    again, by either coach or by an organiser, whose word settles it."""
    locked = _locked_game(game)
    organiser = is_organiser(actor, locked.round.event)
    if locked.status != EventGame.Status.SUBMITTED:
        raise DomainError(_("There is no result waiting for confirmation."))
    if not can_confirm_result(actor, locked, organiser=organiser):
        raise DomainError(_("Only the other coach or the organisers confirm this result."))
    if confirm:
        locked.status = EventGame.Status.CONFIRMED
        locked.save(update_fields=["status"])
        send_if_round_complete(locked)
        return locked
    reason = " ".join((reason or "").split())
    if not reason:
        raise DomainError(_("Say what is wrong with the result: the organiser reads it."), field="reason")
    ResultRecord.objects.create(
        game=locked, kind=ResultRecord.Kind.DISPUTED, by=actor, reason=reason[:REASON_MAX], before=result_of(locked)
    )
    locked.status = EventGame.Status.DISPUTED
    locked.home_injuries, locked.away_injuries = {}, {}  # sent back: what it said is entered again
    locked.save(update_fields=["status", "home_injuries", "away_injuries"])
    return locked
