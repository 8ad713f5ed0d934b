"""Kept messages: what is kept and shown again (a team's history, the rolls kept with a match) is kept as a message,
not as words, and worded in the reader's language when it is shown.

A history entry keeps ``kept(key, **params)`` (its key, of ``HISTORY`` or else of ``core.wording``'s catalogue, and
its params, JSON); ``worded`` says it (the template filter ``{{ message|worded:fallback }}``). A param is shown as it
is (a name, a number), except a tagged one: ``{"gp": 60000}`` gold pieces, grouped as the language writes them;
``{"term": "Minor Incident"}`` a rule term (``core.terms``), in the reader's language; a kept message (``{"key": ...,
"params": ...}``) worded in turn; a list of values, each shown and joined by commas. A history entry's message is a
list of sentences, said one after the other. A key that is not in ``HISTORY`` is a key of ``core.wording``'s catalogue
(``say``): a violation kept as the reason for something.

A roll (``rules.dice.Roll``) keeps the rules' English reason and result with their ``params``; ``rolled`` words them
through ``ROLLS`` (the filters ``roll_why`` and ``roll_detail``); any other reason or result is a rule term or a name.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from django.utils.translation import gettext, ngettext_lazy
from django.utils.translation import gettext_lazy as _

from .wording import gp, say, values

HISTORY: dict[str, Any] = {
    "fixture": _("Round %(round)s: %(home)s v %(away)s"),
    "fixture.bye": _("Round %(round)s: %(home)s v bye"),
    "nobody": _("nobody"),
    "yes": _("yes"),
    "no": _("no"),
    # teams: the draft, the roster, the league's decisions, corrections, the re-draft
    "drafted": _("Drafted under %(ruleset)s: %(players)s players for %(cost)s; %(treasury)s in the treasury."),
    "imported": _("Imported under %(ruleset)s: %(players)s players for %(cost)s; %(treasury)s in the treasury."),
    "developed": _(
        "Brought into %(league)s as a developed team by commissioner %(commissioner)s, under %(ruleset)s: "
        "%(players)s players, %(treasury)s in the treasury."),
    "hired": _("Hired #%(number)s %(player)s (%(position)s) for %(cost)s."),
    "fired": _("Fired #%(number)s %(player)s (%(position)s)."),
    "entry_approved": _("Entry in %(league)s approved."),
    "entry_rejected": _("Entry in %(league)s rejected."),
    "carried_over": _("Carried over into %(season)s."),
    "corrected_player": _("#%(number)s %(player)s: %(changes)s."),
    "corrected_team": _("Team: %(changes)s."),
    "changed.name": _("name %(before)s → %(after)s"),
    "changed.number": _("number %(before)s → %(after)s"),
    "changed.ma": _("MA %(before)s → %(after)s"),
    "changed.st": _("ST %(before)s → %(after)s"),
    "changed.ag": _("AG %(before)s → %(after)s"),
    "changed.pa": _("PA %(before)s → %(after)s"),
    "changed.av": _("AV %(before)s → %(after)s"),
    "changed.value": _("value %(before)s → %(after)s"),
    "changed.status": _("status %(before)s → %(after)s"),
    "changed.gained_skills": _("gained skills %(before)s → %(after)s"),
    "changed.rerolls": _("team re-rolls %(before)s → %(after)s"),
    "changed.assistant_coaches": _("assistant coaches %(before)s → %(after)s"),
    "changed.cheerleaders": _("cheerleaders %(before)s → %(after)s"),
    "changed.apothecary": _("apothecary %(before)s → %(after)s"),
    "changed.dedicated_fans": _("Dedicated Fans %(before)s → %(after)s"),
    "changed.treasury": _("treasury %(before)s → %(after)s"),
    "redraft_opened": _(
        "Re-draft for %(season)s opened: Emergency Call-ups take %(names)s; Re-draft Budget %(budget)s."),
    "redraft_opened.forfeited": _(
        "Re-draft for %(season)s opened: Emergency Call-ups take %(names)s; Re-draft Budget %(budget)s "
        "(%(forfeited)s above the cap taken by the owner)."),
    "redrafted": _(
        "Re-drafted for %(season)s: %(players)s; Dedicated Fans %(fans)s; %(cost)s spent of %(budget)s, "
        "treasury %(treasury)s."),
    "rehired": ngettext_lazy("%(count)s player re-hired", "%(count)s players re-hired", "count"),
    "rehired.fees": ngettext_lazy(
        "%(count)s player re-hired (%(fees)s in agent's fees)",
        "%(count)s players re-hired (%(fees)s in agent's fees)", "count"),
    "redraft_hired": ngettext_lazy("%(count)s hired", "%(count)s hired", "count"),
    "redraft_released": ngettext_lazy("%(count)s released", "%(count)s released", "count"),
    # matches: the pre-game, a void
    "journeymen_join": ngettext_lazy(
        "%(fixture)s: %(count)s Journeyman (%(position)s, %(traits)s) joins for the game.",
        "%(fixture)s: %(count)s Journeymen (%(position)s, %(traits)s) join for the game.", "count"),
    "inducements_bought": _(
        "%(fixture)s: %(items)s for %(cost)s (%(petty)s petty cash, %(treasury)s from the treasury)."),
    "inducements_bought.free": _("%(fixture)s: %(items)s."),
    "inducements_none": _("%(fixture)s: no inducements."),
    "inducements_item": _("%(count)s × %(inducement)s"),
    "mercenary": _("Mercenary %(position)s"),
    "mercenary.skill": _("Mercenary %(position)s with %(skill)s"),
    "desperate_measures_rolled": _("Desperate Measures: %(measures)s."),
    "result_voided": ngettext_lazy(
        "%(fixture)s: result voided (%(reason)s); %(count)s post-game step reversed.",
        "%(fixture)s: result voided (%(reason)s); %(count)s post-game steps reversed.", "count"),
    # matches: the post-game sequence (each step's first sentence names the game)
    "winnings": _("%(fixture)s: winnings %(winnings)s; Dedicated Fans %(before)s → %(after)s."),
    "dead": _("Dead: %(names)s."),
    "left_for_the_draft": _("Left for the Draft: %(names)s."),
    "conceding_quit": _("%(fixture)s: conceding: %(names)s quit the team."),
    "conceding_quit.nobody": _("%(fixture)s: conceding: nobody quits the team."),
    "advancement_nobody.not_a_casualty": _(
        "%(fixture)s: nobody can gain a skill (it takes a player who was not removed as a Casualty this game)."),
    "advancement_nobody.played": _(
        "%(fixture)s: nobody can gain a skill (it takes a player who played this game and was not killed)."),
    "advanced.random_primary": _(
        "%(fixture)s: %(player)s gains %(skill)s (random Primary, %(category)s); value %(before)s → %(after)s."),
    "advanced.random_secondary": _(
        "%(fixture)s: %(player)s gains %(skill)s (random Secondary, %(category)s); value %(before)s → %(after)s."),
    "advanced.picked": _(
        "%(fixture)s: %(player)s gains %(skill)s (Primary, %(category)s: D3 among %(candidates)s); value "
        "%(before)s → %(after)s."),
    "advanced.kept": _(
        "%(fixture)s: %(player)s gains %(skill)s (random Secondary, %(category)s: rolled %(rolled)s, kept "
        "%(skill)s); value %(before)s → %(after)s."),
    "missed_games": ngettext_lazy(
        "%(fixture)s: %(count)s misses the next game; %(back)s back from injury.",
        "%(fixture)s: %(count)s miss the next game; %(back)s back from injury.", "count"),
    "journeymen_kept": _("%(fixture)s: Journeymen hired: %(kept)s; leaving: %(left)s."),
    "journeymen_not_kept": _("Not kept: %(refused)s."),
    "journeyman_refused": _("%(player)s: %(reason)s"),
    "journeyman_unpaid": _("%(player)s: the treasury cannot pay %(fee)s."),
    "expensive_mistakes": _("%(fixture)s: Expensive Mistakes: %(result)s."),
    "expensive_mistakes.loss": _("%(fixture)s: Expensive Mistakes: %(result)s, %(loss)s lost."),
    "draft_offers": _("%(fixture)s: the Draft: %(notes)s."),
    "draft_offers.none": _("%(fixture)s: the Draft: no offers."),
    "draft_leaves": _("%(player)s leaves for a professional team"),
    "draft_leaves.unpaid": _("%(player)s leaves for a professional team (unpaid)"),
    "draft_kept": _("%(player)s kept for %(price)s, value now %(value)s"),
}
"""The history lines, by key: each a whole sentence (or a part a sentence names, as ``%(changes)s``)."""

ROLLS: dict[str, Any] = {
    # rules.postgame
    "Fan Factor (D3 + Dedicated Fans)": _("Fan Factor (D3 + Dedicated Fans)"),
    "Dedicated Fans (win)": _("Dedicated Fans (win)"),
    "Dedicated Fans (loss)": _("Dedicated Fans (loss)"),
    "Dedicated Fans lost by conceding (D3)": _("Dedicated Fans lost by conceding (D3)"),
    "Conceding: does the player quit? (1-3 quits)": _("Conceding: does the player quit? (1-3 quits)"),
    "quits": _("quits"),
    "stays": _("stays"),
    "Minor Incident: D3 x %(amount)s lost": _("Minor Incident: D3 x %(amount)s lost"),
    "Catastrophe: 2D6 x %(amount)s kept": _("Catastrophe: 2D6 x %(amount)s kept"),
    # rules.advancement, rules.advancement_2025
    "Player Advancement: random player for a Secondary skill": _(
        "Player Advancement: random player for a Secondary skill"),
    "Player Advancement: random %(category)s skill": _("Player Advancement: random %(category)s skill"),
    "Player Advancement: D3 among %(skills)s": _("Player Advancement: D3 among %(skills)s"),
    "Player Advancement: random among %(skills)s": _("Player Advancement: random among %(skills)s"),
    "The Draft (%(gained)s gained skill)": ngettext_lazy(
        "The Draft (%(gained)s gained skill)", "The Draft (%(gained)s gained skills)", "gained"),
    "The Draft (%(gained)s gained skills)": ngettext_lazy(
        "The Draft (%(gained)s gained skill)", "The Draft (%(gained)s gained skills)", "gained"),
    "leaves for a professional team": _("leaves for a professional team"),
    # rules.redraft
    "Emergency Call-up (1: called up to the main roster)": _("Emergency Call-up (1: called up to the main roster)"),
    "called up: removed from the team": _("called up: removed from the team"),
    # rules.tables, matches.services.tableside
    "Desperate Measure %(number)s of %(count)s": _("Desperate Measure %(number)s of %(count)s"),
    "Desperate Measure %(number)s of %(count)s (re-roll of a duplicate)": _(
        "Desperate Measure %(number)s of %(count)s (re-roll of a duplicate)"),
    "%(entry)s (duplicate, re-rolled)": _("%(entry)s (duplicate, re-rolled)"),
    "%(entry)s: %(text)s": _("%(entry)s: %(text)s"),
    "Apothecary: patching up a casualty": _("Apothecary: patching up a casualty"),
    "patched up: to the Reserves box": _("patched up: to the Reserves box"),
    "fails: the Injury table result stands": _("fails: the Injury table result stands"),
}
"""The reasons and results the rules write on a roll (``rules.dice.Roll``: ``why`` and ``detail``, their values in
``params``), keyed by their English: a roll kept before its params were shows as it was written. Any other reason
or result is a rule term (a table's title, a result's name) or a name."""


def kept(key: str, values: Mapping[str, Any] | None = None, /, **params: Any) -> dict:
    """A message to keep and word later: its key (of ``HISTORY``, else of the catalogue) and its params (given as
    a mapping, as the rules give a code and its values, or by name)."""
    return {"key": key, "params": {**(values or {}), **params}}


def _kept_value(value: Any) -> Any:
    if isinstance(value, dict):
        if "gp" in value:
            return gp(value["gp"])
        if "term" in value:
            return gettext(value["term"]) if value["term"] else ""
        if "key" in value:
            return worded(value)
    if isinstance(value, list | tuple):
        return tuple(_kept_value(item) for item in value)
    return value


def worded(message: Any, default: str = "") -> str:
    """A kept message in the active language: one (``{"key", "params"}``) or a list of sentences, said one after
    the other; ``default`` when there is none (a history entry kept before its message was: its description)."""
    if not message:
        return default
    if isinstance(message, list | tuple):
        return " ".join(worded(one) for one in message)
    key = message.get("key", "")
    params = {name: _kept_value(value) for name, value in (message.get("params") or {}).items()}
    text = HISTORY.get(key)
    if text is None:
        return say(key, params)
    return str(text % values(params))


def rolled(text: str, params: Mapping[str, Any] | None = None) -> str:
    """A roll's reason or result (``Roll.why``, ``Roll.detail``) in the active language: the rules' own sentence
    with its params, else a rule term or a name (gettext of it: a name stays as it is)."""
    if not text:
        return ""
    message = ROLLS.get(text)
    if message is None:
        return gettext(text)
    shown = {name: _kept_value(value) for name, value in (params or {}).items()}
    return str(message % values(shown))
