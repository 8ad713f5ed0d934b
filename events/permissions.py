"""Who may do what with an event: its organisers run it (they are its commissioners, seed 003's organiser)."""

from __future__ import annotations


def is_organiser(user, event) -> bool:
    return bool(user and user.is_authenticated) and event.organisers.filter(pk=user.pk).exists()


def plays_in_game(user, game) -> bool:
    """Whether the user is one of the game's two coaches."""
    if not (user and user.is_authenticated):
        return False
    return user.pk in {game.home.user_id, game.away.user_id if game.away else None}


OPEN_STATUSES = ("scheduled", "disputed")  # a result is entered while the game is to play or its result disputed


def can_enter_result(user, game, *, organiser: bool) -> bool:
    """Seed 003 leaves results to the event: either coach of the game enters it, or an organiser, while it is open
    (to be played, or its result disputed and waiting to be entered again)."""
    open_game = game.away_id is not None and game.status in OPEN_STATUSES
    return open_game and (organiser or plays_in_game(user, game))


def can_confirm_result(user, game, *, organiser: bool) -> bool:
    """The other coach (not the one who entered it) or an organiser confirms an entered result; an organiser who
    plays in the game is a coach there (he does not confirm his own entry)."""
    if game.status != game.Status.SUBMITTED:
        return False
    if plays_in_game(user, game):
        return game.submitted_by_id != user.pk
    return organiser


def can_correct_result(user, game, *, organiser: bool) -> bool:
    """An organiser (the referee) corrects a confirmed result, with a reason."""
    return organiser and game.away_id is not None and game.status == game.Status.CONFIRMED


def is_registered_coach(user, coach) -> bool:
    """Whether the user is the coach of this registration (he changes his roster or withdraws it himself)."""
    return bool(user and user.is_authenticated) and coach.user_id == user.pk


def registration_open(event, *, drawn: bool | None = None) -> bool:
    """Seed 003, Writing Your Roster: open until the roster deadline; with late sign-up on, until round 1 is
    drawn (``drawn``: whether a round is drawn, when the caller knows)."""
    drawn = event.rounds.exists() if drawn is None else drawn
    return not drawn and (event.late_signup or not event.rosters_frozen(drawn=False))
