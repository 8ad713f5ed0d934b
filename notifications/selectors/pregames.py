"""The to-do list's items for the user's teams' next games (``matches.todo.next_games``), worded: the pre-game left
to do, what a blocked pre-game waits for, and once it is done the player report and the result to enter."""

from __future__ import annotations

from django.urls import reverse
from django.utils.translation import gettext as _
from django.utils.translation import ngettext, pgettext

from matches.todo import NextGame, next_games

from .items import Todo


def _waiting(game: NextGame) -> str:
    """What the pre-game waits for once the team's own part is done ("" for nothing)."""
    if game.buys_first is None:
        return ""
    if game.rival_blocked:
        return _("the rival's Player Advancement choice (%(team)s buys inducements first)") % {
            "team": game.buys_first.name
        }
    return _("%(team)s to buy inducements first") % {"team": game.buys_first.name}


def _pregame_todo(game: NextGame) -> Todo:
    """The team's next game before it is played: the pre-game left to do; what it waits for when it is blocked (the
    team's or the rival's Player Advancement choice, the rival buying inducements first); once done, the player
    report and the result to enter (until the result is entered)."""
    fixture, team = game.fixture, game.team
    where = {"team": team.name, "other": game.other.name, "round": fixture.round}
    common = {"league": fixture.season.league.name, "when": fixture.date}
    pregame_url = reverse("matches:pregame", kwargs={"fixture_id": fixture.pk})
    if game.blocked:
        return Todo(
            kind="waiting",
            text=_(
                "%(team)s v %(other)s, round %(round)s: the pre-game waits for your Player Advancement choice of the "
                "last game."
            )
            % where,
            url=pregame_url,
            action=_("See the pre-game"),
            **common,
        )
    left = []
    if needed := game.journeymen:
        left.append(ngettext("hire %(count)s Journeyman", "hire %(count)s Journeymen", needed) % {"count": needed})
    if game.inducements:
        left.append(_("buy inducements (or none)"))
    waiting = _waiting(game)
    if left:
        things = ", ".join(left)
        detail = (
            _("Left: %(things)s. Then waits for %(waiting)s.") % {"things": things, "waiting": waiting}
            if waiting
            else _("Left: %(things)s.") % {"things": things}
        )
        return Todo(
            kind="pregame",
            text=_("%(team)s v %(other)s, round %(round)s: pre-game.") % where,
            url=pregame_url,
            action=pgettext("to-do action", "Pre-game"),
            detail=detail,
            **common,
        )
    if waiting:
        return Todo(
            kind="waiting",
            text=_("%(team)s v %(other)s, round %(round)s: the pre-game waits for %(waiting)s.")
            % {**where, "waiting": waiting},
            url=pregame_url,
            action=_("See the pre-game"),
            **common,
        )
    return Todo(
        kind="report",
        text=(
            _("%(team)s v %(other)s, round %(round)s: after the game, enter the result.")
            if game.reported
            else _(
                "%(team)s v %(other)s, round %(round)s: after the game, send the player report and enter the result."
            )
        )
        % where,
        url=fixture.get_absolute_url(),
        action=_("Enter the result") if game.reported else _("Report and result"),
        **common,
    )


def pregame_todos(user) -> list[Todo]:
    """Each of the user's teams' next game, worded (``_pregame_todo``); ``matches.todo.next_games`` says the
    queries."""
    return [_pregame_todo(game) for game in next_games(user=user)]
