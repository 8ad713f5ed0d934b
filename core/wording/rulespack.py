"""An event's rulespack page (``rules.eventcore.Rulespack.describe()``'s lines) in the reader's language."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from django.utils.translation import gettext, ngettext_lazy, pgettext, pgettext_lazy
from django.utils.translation import gettext_lazy as _

from .violations import gp

RULESPACK_LINES: dict[str, Any] = {
    "edition": _("Edition"), "ruleset": _("Ruleset"), "budget": _("Team Draft Budget"), "rounds": _("Rounds"),
    "scoring": _("Scoring"), "bonus_points": _("Bonus Points"), "tiebreakers": _("Tiebreakers"),
    "concession": _("Concession"), "odd_number": _("Odd number of coaches"), "final_round": _("Final round"),
    "skill_points": _("Skill Points"), "star_players": _("Star Players"), "inducements": _("Inducements"),
    "knockout_draw": _("Knockout draw"), "optional_rules": _("Optional rules"), "awards": _("Awards"),
}
"""The labels of ``rules.eventcore.Rulespack.describe()``'s lines."""

RULESPACK: dict[str, Any] = {
    "budget": _("%(budget)s gold pieces"),
    "scoring.points": _("Win %(win)s, Draw %(draw)s, Loss %(loss)s Tournament Points"),
    "scoring.dungeon_sevens": _(
        "Points Win %(win)s, Runaway Win %(runaway)s, Annihilation Win %(annihilation)s, Draw %(draw)s, Loss %(loss)s"),
    "bonus_points": _("3+ touchdowns, no touchdown conceded, 3+ casualties"),
    "concession": _("opponent wins at least 3-0 with every Bonus Point; conceder -%(penalty)s"),
    "odd_number.spare_player": _("Spare Player"),
    "odd_number.bye": _("Bye (a 2-0 win)"),
    "final_round.keep_top": _("1st and 2nd meet again"),
    "final_round.usual": _("usual pairing"),
    "skill_points.tier": _("Tier %(tier)s: %(points)s (%(most)s Secondary at most)"),
    "skill_points.tier_points": _("Tier %(tier)s: %(points)s"),
    "skill_points.secondary": ngettext_lazy(
        "%(most)s Secondary skill at most for the whole team",
        "%(most)s Secondary skills at most for the whole team", "most"),
    "skill_points.elite": ngettext_lazy(
        "%(most)s Elite skill at most (%(skills)s)", "%(most)s Elite skills at most (%(skills)s)", "most"),
    "star_players.allowed": pgettext_lazy("Star Players at an event", "allowed"),
    "star_players.not_allowed": pgettext_lazy("Star Players at an event", "not allowed"),
    "optional_rules.injuries_carry": _("injuries carried between rounds"),
    "optional_rules.gold_escalation": _("Gold escalation of %(gold)s a round"),
    "optional_rules.secret_objectives": _("Secret Objectives"),
}
"""The values of ``Rulespack.describe()``'s lines, by key (``term``, ``terms``, ``number`` and ``none`` are said
without a sentence of their own)."""


def _terms(names) -> str:
    """Rule terms in the active language, listed ("none" when there are none)."""
    return ", ".join(gettext(str(name)) for name in names if name) or pgettext("an empty list", "none")


def _skill_points(params: Mapping[str, Any]) -> str:
    """The Skill Points by tier, then the limits of the whole team (Spike! Journal 22: one Secondary skill, two
    Elite skills)."""
    one_for_the_team = "secondary" in params
    tier = RULESPACK["skill_points.tier_points" if one_for_the_team else "skill_points.tier"]
    parts = [", ".join(str(tier % {"tier": number, "points": points, "most": most})
                       for number, points, most in params["tiers"])]
    if one_for_the_team:
        parts.append(str(RULESPACK["skill_points.secondary"] % {"most": params["secondary"]}))
    if "elite" in params:
        parts.append(str(RULESPACK["skill_points.elite"] % {
            "most": params["elite"], "skills": ", ".join(params["elite_skills"])}))  # skill names stay English
    return "; ".join(parts)


def _rulespack_value(key: str, params: Mapping[str, Any]) -> str:
    if key == "term":
        return _terms([params["term"]])
    if key == "terms":
        return _terms(params["terms"])
    if key == "number":
        return str(params["count"])
    if key == "none":
        return pgettext("an empty list", "none")
    if key == "budget":
        return str(RULESPACK[key] % {"budget": gp(params["budget"])})
    if key == "skill_points":
        return _skill_points(params)
    if key == "optional_rules":
        on = [str(RULESPACK[f"optional_rules.{name}"] % {"gold": gp(params["gold_escalation"])})
              for name in ("injuries_carry", "gold_escalation", "secret_objectives") if params.get(name)]
        return ", ".join(on) or pgettext("an empty list", "none")
    message = RULESPACK.get(key)
    return key if message is None else str(message % dict(params))


def rulespack(lines) -> list[tuple[str, str]]:
    """``rules.eventcore.Rulespack.describe()``'s lines in the active language: (label, value), in order."""
    return [(str(RULESPACK_LINES.get(line, line)), _rulespack_value(key, params)) for line, key, params in lines]
