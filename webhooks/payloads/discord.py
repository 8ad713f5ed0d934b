"""The Discord preset: an announcement as the body of Discord's Execute Webhook (``username``, one embed in
``embeds``, no mention: ``allowed_mentions.parse`` is empty, so a team named "@everyone" pings nobody). Every text is
cut to Discord's embed limits: title 256 characters, description 4096, at most 25 fields of name 256 and value 1024,
footer 2048, and 6000 in all; the colour is an integer and the timestamp ISO 8601. The words are the active
language's: the delivery renders the body under its webhook's ``language`` (``services.deliveries.render``)."""

from __future__ import annotations

from datetime import datetime

from django.utils import timezone
from django.utils.formats import date_format
from django.utils.translation import gettext as _
from django.utils.translation import pgettext

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


def _race(race: str | None) -> str:
    """A race as a rule term, in the active language ("?" when there is none)."""
    return _(race) if race else "?"


def _side(side: dict | None) -> str:
    if side is None:
        return _("Bye")
    race = f" ({_race(side['race'])})" if side.get("race") else ""
    return f"{side.get('name') or side.get('team') or side.get('coach')}{race}"


def _score(f: dict) -> str:
    return f"{_side(f['home'])} **{f['home_td']}–{f['away_td']}** {_side(f['away'])}"


def _cas(f: dict) -> str:
    return _("Casualties %(home)s–%(away)s") % {"home": f.get("home_cas") or 0, "away": f.get("away_cas") or 0}


def _table(rows: list[dict]) -> str:
    lines = [_("%(rank)s. %(name)s: %(points)s pts (%(won)s/%(drawn)s/%(lost)s)") % {
        "rank": row["rank"], "name": row["name"], "points": row["points"], "won": row["won"], "drawn": row["drawn"],
        "lost": row["lost"]} for row in rows]
    return "\n".join(lines) or _("No games yet.")


def _event_game(game: dict) -> tuple[str, str]:
    name = _("Table %(table)s") % {"table": game["table"]}
    home = game["home"] and f"{game['home']['coach']} ({_race(game['home']['race'])})"
    away = game["away"] and f"{game['away']['coach']} ({_race(game['away']['race'])})"
    if away is None:
        return name, _("%(home)s: Bye") % {"home": home}
    if "home_td" in game:
        return name, f"{home} **{game['home_td']}–{game['away_td']}** {away}"
    return name, _("%(home)s v %(away)s") % {"home": home, "away": away}


def _kickoff(f: dict) -> str:
    """The agreed kick-off in the site's time zone, worded in the active language (the JSON body's
    ``kickoff_local`` keeps the English wording)."""
    try:
        local = timezone.localtime(datetime.fromisoformat(f["kickoff"]))
    except (KeyError, TypeError, ValueError):
        return f.get("kickoff_local", "")
    return date_format(local, pgettext("date format: a kick-off, with its weekday", "D j M Y, H:i"))


def _embed(kind: str, data: dict) -> dict:
    """Title, description, link and fields of the embed for one kind of announcement."""
    owner = data.get("league") or data.get("event") or {}
    fields: list[tuple[str, str]] = []
    if kind == Kind.FIXTURE_SCHEDULED:
        f = data["fixture"]
        kickoff = _kickoff(f)
        title = _("%(home)s v %(away)s, round %(round)s: %(kickoff)s") % {
            "home": f["home"]["name"], "away": f["away"]["name"], "round": f["round"], "kickoff": kickoff}
        url = f["url"]
        description = _("%(home)s v %(away)s") % {"home": _side(f["home"]), "away": _side(f["away"])}
        fields = [(_("Kick-off"), f"{kickoff} ({f['time_zone']})"), (_("Season"), str(f["season"]))]
    elif kind == Kind.RESULT_CONFIRMED:
        f = data["fixture"]
        title = _("Result: %(home)s %(home_td)s–%(away_td)s %(away)s") % {
            "home": f["home"]["name"], "home_td": f["home_td"], "away_td": f["away_td"], "away": f["away"]["name"]}
        url = f["url"]
        description = f"{_score(f)}\n{_cas(f)}"
        if f["conceded_by"]:
            description += "\n" + _("Conceded by %(team)s.") % {"team": f["conceded_by"]}
        if f.get("forfeit"):
            description = f"{_score(f)}\n" + _("Forfeited by %(team)s, never played: %(reason)s") % {
                "team": f["conceded_by"], "reason": f["forfeit"]}
        fields = [(_("Season"), str(f["season"])), (_("Round"), str(f["round"]))]
    elif kind == Kind.ROUND_PLAYED:
        title = _("Round %(number)s is played") % {"number": data["round"]["number"]}
        url = data["url"]
        description = _("Season %(season)s: every game of the round is played.") % {"season": data["round"]["season"]}
        fields = [(_("%(home)s v %(away)s") % {"home": g["home"]["name"], "away": g["away"]["name"]},
                   _("**%(home_td)s–%(away_td)s** (forfeit)") % {"home_td": g["home_td"], "away_td": g["away_td"]}
                   if g.get("forfeit") else f"**{g['home_td']}–{g['away_td']}**")
                  for g in data["games"]]
        fields = fields[: FIELDS_MAX - 1] + [(_("Standings"), _table(data["standings"]))]
    elif kind == Kind.POST_GAME:
        f = data["fixture"]
        title = _("Post-game: %(home)s v %(away)s") % {"home": f["home"]["name"], "away": f["away"]["name"]}
        url = f["url"]
        description = _score(f)
        fields = [(team["team"], "\n".join(f"• {line}" for line in team["news"]) or _("Nothing to report."))
                  for team in data["teams"]]
        if data["deaths"]:
            dead = [f"☠ {d['player']} ({d['position']}, {d['team']})" for d in data["deaths"]]
            fields.append((_("Dead"), "\n".join(dead)))
    elif kind == Kind.SEASON_FINISHED:
        season = data["season"]
        title, url = _("%(season)s is over") % {"season": season["name"]}, data["url"]
        description = (_("Champion: **%(team)s**") % {"team": data["champion"]} if data["champion"]
                       else _("The season is over."))
        fields = [(_("Final standings"), _table(data["standings"]))]
    elif kind in (Kind.ROUND_DRAWN, Kind.ROUND_COMPLETED):
        number = data["round"]["number"]
        drawn = kind == Kind.ROUND_DRAWN
        title = (_("Round %(number)s is drawn") if drawn else _("Round %(number)s is complete")) % {"number": number}
        url = owner.get("url")
        description = _("The pairings:") if drawn else _("Every result is in.")
        fields = [_event_game(game) for game in data["games"]]
        if not drawn:
            fields = fields[: FIELDS_MAX - 1] + [(_("Standings"), _table(data["standings"]))]
    elif kind == Kind.EVENT_FINISHED:
        title = _("%(event)s is over") % {"event": owner.get("name") or _("The event")}
        url = owner.get("url")
        description = (_("Winner: **%(coach)s**") % {"coach": data["winner"]} if data["winner"]
                       else _("The event is over."))
        fields = [(_("Final standings"), _table(data["standings"]))]
    else:
        title, url, description = _("Test message"), owner.get("url"), data.get("message", "")
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
