"""The Discord preset: an announcement as the body of Discord's Execute Webhook (``username``, one embed in
``embeds``, no mention: ``allowed_mentions.parse`` is empty, so a team named "@everyone" pings nobody). Every text is
cut to Discord's embed limits: title 256 characters, description 4096, at most 25 fields of name 256 and value 1024,
footer 2048, and 6000 in all; the colour is an integer and the timestamp ISO 8601."""

from __future__ import annotations

from datetime import datetime

from ..models import Kind
from .news import Announcement

TITLE_MAX = 256
DESCRIPTION_MAX = 4096
FIELDS_MAX = 25
FIELD_NAME_MAX = 256
FIELD_VALUE_MAX = 1024
FOOTER_MAX = 2048
TOTAL_MAX = 6000
USERNAME = "Sevens League"

COLOURS = {  # the embed's stripe, by kind
    Kind.FIXTURE_SCHEDULED: 0x4E342E,
    Kind.RESULT_CONFIRMED: 0x2E7D32,
    Kind.POST_GAME: 0x6A1B9A,
    Kind.SEASON_FINISHED: 0xF9A825,
    Kind.ROUND_DRAWN: 0x1565C0,
    Kind.ROUND_COMPLETED: 0x00838F,
    Kind.ROUND_PLAYED: 0x00838F,
    Kind.EVENT_FINISHED: 0xF9A825,
    Kind.TEST: 0x546E7A,
}


def cut(text: object, limit: int) -> str:
    """``text`` in at most ``limit`` characters, an ellipsis marking a cut."""
    text = str(text if text is not None else "")
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _side(side: dict | None) -> str:
    if side is None:
        return "Bye"
    race = f" ({side['race']})" if side.get("race") else ""
    return f"{side.get('name') or side.get('team') or side.get('coach')}{race}"


def _score(f: dict) -> str:
    return f"{_side(f['home'])} **{f['home_td']}–{f['away_td']}** {_side(f['away'])}"


def _cas(f: dict) -> str:
    return f"Casualties {f.get('home_cas') or 0}–{f.get('away_cas') or 0}"


def _table(rows: list[dict]) -> str:
    lines = [f"{row['rank']}. {row['name']}: {row['points']} pts ({row['won']}/{row['drawn']}/{row['lost']})"
             for row in rows]
    return "\n".join(lines) or "No games yet."


def _event_game(game: dict) -> tuple[str, str]:
    name = f"Table {game['table']}"
    home = game["home"] and f"{game['home']['coach']} ({game['home']['race'] or '?'})"
    away = game["away"] and f"{game['away']['coach']} ({game['away']['race'] or '?'})"
    if away is None:
        return name, f"{home}: Bye"
    if "home_td" in game:
        return name, f"{home} **{game['home_td']}–{game['away_td']}** {away}"
    return name, f"{home} v {away}"


def _embed(kind: str, data: dict) -> dict:
    """Title, description, link and fields of the embed for one kind of announcement."""
    owner = data.get("league") or data.get("event") or {}
    fields: list[tuple[str, str]] = []
    if kind == Kind.FIXTURE_SCHEDULED:
        f = data["fixture"]
        title = f"{f['home']['name']} v {f['away']['name']}, round {f['round']}: {f['kickoff_local']}"
        url, description = f["url"], f"{_side(f['home'])} v {_side(f['away'])}"
        fields = [("Kick-off", f"{f['kickoff_local']} ({f['time_zone']})"), ("Season", str(f["season"]))]
    elif kind == Kind.RESULT_CONFIRMED:
        f = data["fixture"]
        title, url = f"Result: {f['home']['name']} {f['home_td']}–{f['away_td']} {f['away']['name']}", f["url"]
        description = f"{_score(f)}\n{_cas(f)}" + (f"\nConceded by {f['conceded_by']}." if f["conceded_by"] else "")
        if f.get("forfeit"):
            description = f"{_score(f)}\nForfeited by {f['conceded_by']}, never played: {f['forfeit']}"
        fields = [("Season", str(f["season"])), ("Round", str(f["round"]))]
    elif kind == Kind.ROUND_PLAYED:
        title = f"Round {data['round']['number']} is played"
        url, description = data["url"], f"Season {data['round']['season']}: every game of the round is played."
        fields = [(f"{g['home']['name']} v {g['away']['name']}",
                   f"**{g['home_td']}–{g['away_td']}**" + (" (forfeit)" if g.get("forfeit") else ""))
                  for g in data["games"]]
        fields = fields[: FIELDS_MAX - 1] + [("Standings", _table(data["standings"]))]
    elif kind == Kind.POST_GAME:
        f = data["fixture"]
        title, url = f"Post-game: {f['home']['name']} v {f['away']['name']}", f["url"]
        description = _score(f)
        fields = [(team["team"], "\n".join(f"• {line}" for line in team["news"]) or "Nothing to report.")
                  for team in data["teams"]]
        if data["deaths"]:
            dead = [f"☠ {d['player']} ({d['position']}, {d['team']})" for d in data["deaths"]]
            fields.append(("Dead", "\n".join(dead)))
    elif kind == Kind.SEASON_FINISHED:
        season = data["season"]
        title, url = f"{season['name']} is over", data["url"]
        description = f"Champion: **{data['champion']}**" if data["champion"] else "The season is over."
        fields = [("Final standings", _table(data["standings"]))]
    elif kind in (Kind.ROUND_DRAWN, Kind.ROUND_COMPLETED):
        number = data["round"]["number"]
        drawn = kind == Kind.ROUND_DRAWN
        title = f"Round {number} " + ("is drawn" if drawn else "is complete")
        url = owner.get("url")
        description = "The pairings:" if drawn else "Every result is in."
        fields = [_event_game(game) for game in data["games"]]
        if not drawn:
            fields = fields[: FIELDS_MAX - 1] + [("Standings", _table(data["standings"]))]
    elif kind == Kind.EVENT_FINISHED:
        title, url = f"{owner.get('name', 'The event')} is over", owner.get("url")
        description = f"Winner: **{data['winner']}**" if data["winner"] else "The event is over."
        fields = [("Final standings", _table(data["standings"]))]
    else:
        title, url, description = "Test message", owner.get("url"), data.get("message", "")
    embed = {
        "title": cut(title, TITLE_MAX),
        "description": cut(description, DESCRIPTION_MAX),
        "color": COLOURS.get(kind, COLOURS[Kind.TEST]),
        "fields": [{"name": cut(name, FIELD_NAME_MAX), "value": cut(value, FIELD_VALUE_MAX), "inline": False}
                   for name, value in fields[:FIELDS_MAX]],
        "footer": {"text": cut(owner.get("name", ""), FOOTER_MAX) or USERNAME},
    }
    if url:
        embed["url"] = url
    return embed


def embed_length(embed: dict) -> int:
    """The characters Discord counts against the 6000 of a message: title, description, field names and values,
    footer text and author name."""
    return (len(embed.get("title", "")) + len(embed.get("description", ""))
            + sum(len(f["name"]) + len(f["value"]) for f in embed.get("fields", []))
            + len(embed.get("footer", {}).get("text", "")) + len(embed.get("author", {}).get("name", "")))


def _fit(embed: dict) -> dict:
    """Drop fields from the end, then cut the description, until the embed is within the 6000 characters."""
    while embed_length(embed) > TOTAL_MAX and embed["fields"]:
        embed["fields"].pop()
    over = embed_length(embed) - TOTAL_MAX
    if over > 0:
        embed["description"] = cut(embed["description"], max(len(embed["description"]) - over, 1))
    return embed


def body(announcement: Announcement, *, at: datetime) -> dict:
    """The JSON body Discord's Execute Webhook takes for the announcement, stamped ``at``."""
    embed = _fit(_embed(announcement.kind, announcement.data))
    embed["timestamp"] = at.isoformat()
    return {"username": USERNAME, "allowed_mentions": {"parse": []}, "embeds": [embed]}
