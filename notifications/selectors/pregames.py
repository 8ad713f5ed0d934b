"""The to-do list's items for the user's teams' next games (``matches.todo.next_games``), worded: the pre-game left
to do, what a blocked pre-game waits for, and once it is done the player report and the result to enter."""

from __future__ import annotations

from django.urls import reverse

from matches.todo import NextGame, next_games

from .items import Todo


def _waiting(game: NextGame) -> str:
    """What the pre-game waits for once the team's own part is done ("" for nothing)."""
    if game.buys_first is None:
        return ""
    if game.rival_blocked:
        return f"the rival's Player Advancement choice ({game.buys_first.name} buys inducements first)"
    return f"{game.buys_first.name} to buy inducements first"


def _pregame_todo(game: NextGame) -> Todo:
    """The team's next game before it is played: the pre-game left to do; what it waits for when it is blocked (the
    team's or the rival's Player Advancement choice, the rival buying inducements first); once done, the player
    report and the result to enter (until the result is entered)."""
    fixture, team = game.fixture, game.team
    where = f"{team.name} v {game.other.name}, round {fixture.round}"
    common = {"league": fixture.season.league.name, "when": fixture.date}
    pregame_url = reverse("matches:pregame", kwargs={"fixture_id": fixture.pk})
    if game.blocked:
        return Todo(
            kind="waiting",
            text=f"{where}: the pre-game waits for your Player Advancement choice of the last game.",
            url=pregame_url,
            action="See the pre-game",
            **common,
        )
    left = []
    if needed := game.journeymen:
        left.append(f"hire {needed} Journeym{'a' if needed == 1 else 'e'}n")
    if game.inducements:
        left.append("buy inducements (or none)")
    waiting = _waiting(game)
    if left:
        detail = "Left: " + ", ".join(left) + "." + (f" Then waits for {waiting}." if waiting else "")
        return Todo(
            kind="pregame", text=f"{where}: pre-game.", url=pregame_url, action="Pre-game", detail=detail, **common
        )
    if waiting:
        return Todo(
            kind="waiting",
            text=f"{where}: the pre-game waits for {waiting}.",
            url=pregame_url,
            action="See the pre-game",
            **common,
        )
    return Todo(
        kind="report",
        text=f"{where}: after the game, "
        + ("enter the result." if game.reported else "send the player report and enter the result."),
        url=fixture.get_absolute_url(),
        action="Enter the result" if game.reported else "Report and result",
        **common,
    )


def pregame_todos(user) -> list[Todo]:
    """Each of the user's teams' next game, worded (``_pregame_todo``); ``matches.todo.next_games`` says the
    queries."""
    return [_pregame_todo(game) for game in next_games(user=user)]
