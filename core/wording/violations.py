"""The violations' sentences and the catalogue's other keyed lines (see the package's docstring)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from django.utils.formats import number_format
from django.utils.translation import gettext, ngettext_lazy, pgettext
from django.utils.translation import gettext_lazy as _

GOLD = frozenset({"cost", "budget", "price", "treasury"})
"""The params that are gold pieces."""


def gp(amount: int) -> str:
    """An integer number of gold pieces as the active language prints it: 600000 -> "600,000" in English."""
    return number_format(int(amount), force_grouping=True)


def english_plural(name: str) -> str:
    """A name that stays English (a position), in the plural: "Blitzers", "Halfling Hopeful Linemen"."""
    if name.endswith("man"):
        return name[:-3] + "men"
    if name.endswith(("ch", "sh", "x")):
        return name + "es"
    return name if name.endswith("s") else name + "s"


VIOLATIONS: dict[str, Any] = {
    # rules.draft
    "unknown_race": _("There is no team called '%(race)s'."),
    "unknown_position": _("%(race)s teams have no position called '%(position)s'."),
    "unknown_position.journeyman": _("%(journeyman)s: there is no position called '%(position)s'."),
    "budget_exceeded": _("The team costs %(cost)s; the budget is %(budget)s."),
    "budget_exceeded.inducements": _("The roster costs %(cost)s with its inducements; the budget is %(budget)s."),
    "budget_exceeded.redraft": _("The re-drafted team costs %(cost)s; the budget is %(budget)s."),
    "too_few_players": ngettext_lazy(
        "A team needs at least %(least)s player; this team has %(count)s.",
        "A team needs at least %(least)s players; this team has %(count)s.", "least"),
    "too_many_players": ngettext_lazy(
        "A team may have at most %(most)s player; this team has %(count)s.",
        "A team may have at most %(most)s players; this team has %(count)s.", "most"),
    "too_many_players.keep": _("%(journeyman)s cannot be kept: no %(ruleset)s team can ever contain more than "
                               "%(most)s permanently hired players."),
    "too_many_players.mercenary": _("A team has at most %(most)s players."),
    "too_many_specialists": _("A team may have at most %(most)s specialists; this team has %(count)s."),
    "too_many_specialists.non_lineman": _(
        "A team may have at most %(most)s players that are not Linemen; this team has %(count)s."),
    "too_many_specialists.without_lineman_keyword": _(
        "A team may have at most %(most)s players without the Lineman keyword; this team has %(count)s."),
    "too_many_specialists.keep": _("%(journeyman)s cannot be kept: a team may have at most %(most)s specialists."),
    "too_many_specialists.keep_non_lineman": _(
        "%(journeyman)s cannot be kept: a team may have at most %(most)s players that are not Linemen."),
    "too_many_specialists.keep_without_lineman_keyword": _(
        "%(journeyman)s cannot be kept: a team may have at most %(most)s players without the Lineman keyword."),
    "position_limit": ngettext_lazy(
        "%(race)s may have at most %(most)s %(positions)s; this team has %(count)s.",
        "%(race)s may have at most %(most)s %(positions)s; this team has %(count)s.", "most"),
    "position_limit.keep": ngettext_lazy(
        "%(journeyman)s cannot be kept: %(race)s may have at most %(most)s %(positions)s.",
        "%(journeyman)s cannot be kept: %(race)s may have at most %(most)s %(positions)s.", "most"),
    "position_limit.mercenary": _("%(position)s: the team already has %(most)s, the position's maximum."),
    "big_guy_limit": ngettext_lazy(
        "%(race)s may have at most %(most)s Big Guy (%(names)s); this team has %(count)s.",
        "%(race)s may have at most %(most)s Big Guys (%(names)s); this team has %(count)s.", "most"),
    "big_guy_limit.keep": ngettext_lazy(
        "%(journeyman)s cannot be kept: %(race)s may have at most %(most)s Big Guy.",
        "%(journeyman)s cannot be kept: %(race)s may have at most %(most)s Big Guys.", "most"),
    "rerolls_limit": _("A team may buy 0 to %(most)s team re-rolls; this team has %(count)s."),
    "rerolls_limit.bought": ngettext_lazy(
        "The team already has %(most)s team re-roll, the most it may have.",
        "The team already has %(most)s team re-rolls, the most it may have.", "most"),
    "rerolls_draft_only": _("Under %(ruleset)s a team buys its team re-rolls only at the draft."),
    "dedicated_fans_limit": _("Dedicated Fans are never more than %(most)s; this team has %(count)s."),
    "dedicated_fans_limit.draft": _(
        "Dedicated Fans bought at the draft must be between %(least)s and %(most)s; this team has %(count)s."),
    "dedicated_fans_floor": _("Dedicated Fans never fall below %(least)s."),
    "veteran_required": _("Choose one Lineman to be the team's Veteran (he plays with 1 less MA)."),
    "veteran_limit": _("A team has one Veteran; this team names %(count)s."),
    "veteran_not_lineman": _(
        "%(who)s cannot be the Veteran: the Veteran must be a Lineman, and a %(position)s is not one."),
    "skills_at_draft": _("%(who)s has gained skills (%(skills)s); a team entering a league is drafted, and a drafted "
                         "player has only his position's skills."),
    "duplicate_number": _("Number %(number)s is worn by %(count)s players; each player needs a number of their own."),
    # rules.advancement, rules.advancement_2025, rules.matchday (mercenaries)
    "unknown_skill": _("%(who)s: there is no skill called '%(skill)s'."),
    "skill_banned": _("%(skill)s is banned in this league; %(who)s cannot have it."),
    "skill_not_available.trait": _("%(who)s cannot gain %(skill)s: %(skill)s is a trait, and traits are never gained."),
    "skill_not_available.dungeon_bowl_only": _(
        "%(who)s cannot gain %(skill)s: %(skill)s is a Dungeon Bowl-only skill."),
    "skill_not_available.category": _(
        "%(who)s cannot gain %(skill)s: %(category)s is not one of a %(position)s's Primary (%(primary)s) or "
        "Secondary (%(secondary)s) categories."),
    "skill_not_available.has": _("%(who)s cannot gain %(skill)s: he already has %(skill)s."),
    "skill_not_available.not_primary": _(
        "%(category)s is not one of %(player)s's Primary categories (%(categories)s)."),
    "skill_not_available.not_open": _("%(skill)s is not a %(category)s skill %(player)s could gain."),
    "skill_not_available.event": _("%(who)s cannot be given %(skill)s at this event."),
    "skill_not_available.mercenary": _("%(skill)s is not in one of a %(position)s's Primary categories."),
    "no_candidates": _("%(ruleset)s draws a random Primary skill; no candidates are picked."),
    "candidates_complete": _("All three candidates have been picked; roll the D3."),
    "not_your_pick.coach": _("The next candidate is picked by the coach."),
    "not_your_pick.opponent": _("The next candidate is picked by the opponent."),
    "candidate_repeated": _("%(skill)s is already a candidate; pick another skill."),
    "skill_not_rolled": _("Keep one of the two skills rolled: %(first)s or %(second)s."),
    "treasury_short.keep": _("Keeping %(player)s costs %(price)s; the treasury holds %(treasury)s, so he leaves."),
    "firing_not_allowed": _("In %(ruleset)s a coach may not fire players or Sideline Staff."),
    "mercenaries_not_offered": _("%(ruleset)s has no Mercenary Players among its inducements."),
    "mercenary_limit": _("At most %(most)s Mercenary Players a game in this league."),
    "mercenary_position": _("Choose a position of the team's own roster."),
    # rules.advancement, rules.advancement_2025: a Player Advancement choice refused (AdvancementError)
    "secondary_player_drawn": _(
        "A random player has already been drawn for a Secondary skill; the coach has to work with what he is given "
        "and cannot switch to a Primary skill."),
    "player_not_eligible.not_a_casualty": _("Choose a player who was not removed as a Casualty this game."),
    "player_not_eligible.played": _("Choose a player who played this game and was not killed."),
    "no_player_can_advance.played": _("No player who played this game and survived can gain a skill."),
    "no_player_can_advance.not_a_casualty": _("No player who was not a Casualty this game can gain a skill."),
    "unknown_advancement_kind": _("Unknown kind of skill '%(kind)s'; choose primary or secondary."),
    "player_cannot_advance.played": _("%(player)s did not play this game or was killed, so cannot gain a skill."),
    "player_cannot_advance.casualty": _("%(player)s was a Casualty this game, so cannot gain a skill."),
    "skill_not_available.not_secondary": _(
        "%(category)s is not one of %(player)s's Secondary categories (%(categories)s)."),
    "no_skill_left": _("%(player)s already has every %(category)s skill he could gain."),
    "candidates_incomplete": ngettext_lazy(
        "Roll only once %(count)s candidate has been picked.",
        "Roll only once %(count)s different candidates have been picked.", "count"),
    "candidate_not_open": _("Every candidate must be a %(category)s skill %(player)s could gain."),
    # rules.redraft (RedraftError)
    "no_redraft_rules": _("%(ruleset)s has no re-draft rules."),
    "redraft_negative": _("The treasury and the number of wins cannot be negative."),
    # rules.staff
    "unknown_staff": _("Unknown kind of staff."),
    "staff_not_allowed": _("%(ruleset)s teams may not hire staff."),
    "staff_not_allowed.assistant_coaches": ngettext_lazy(
        "%(ruleset)s teams may not hire staff; this team has %(count)s assistant coach.",
        "%(ruleset)s teams may not hire staff; this team has %(count)s assistant coaches.", "count"),
    "staff_not_allowed.cheerleaders": ngettext_lazy(
        "%(ruleset)s teams may not hire staff; this team has %(count)s cheerleader.",
        "%(ruleset)s teams may not hire staff; this team has %(count)s cheerleaders.", "count"),
    "staff_not_allowed.apothecary": ngettext_lazy(
        "%(ruleset)s teams may not hire staff; this team has %(count)s apothecary.",
        "%(ruleset)s teams may not hire staff; this team has %(count)s apothecaries.", "count"),
    "staff_draft_only.assistant_coaches": _("Under %(ruleset)s a team hires its assistant coach only at the draft."),
    "staff_draft_only.cheerleaders": _("Under %(ruleset)s a team hires its cheerleader only at the draft."),
    "staff_draft_only.apothecary": _("Under %(ruleset)s a team hires its apothecary only at the draft."),
    "assistant_coaches_limit": _("A team may hire 0 to %(most)s assistant coaches; this team has %(count)s."),
    "cheerleaders_limit": _("A team may hire 0 to %(most)s cheerleaders; this team has %(count)s."),
    "apothecary_limit": _("A team may have only one apothecary; this team has %(count)s."),
    "assistant_coaches_limit.bought": ngettext_lazy(
        "The team already has an assistant coach, the most it may have.",
        "The team already has %(most)s assistant coaches, the most it may have.", "most"),
    "cheerleaders_limit.bought": ngettext_lazy(
        "The team already has a cheerleader, the most it may have.",
        "The team already has %(most)s cheerleaders, the most it may have.", "most"),
    "apothecary_limit.bought": ngettext_lazy(
        "The team already has an apothecary, the most it may have.",
        "The team already has %(most)s apothecaries, the most it may have.", "most"),
    "apothecary_not_allowed": _("%(race)s teams cannot hire an apothecary."),
    "treasury_short.assistant_coaches": _("The treasury holds %(treasury)s; an assistant coach costs %(price)s."),
    "treasury_short.cheerleaders": _("The treasury holds %(treasury)s; a cheerleader costs %(price)s."),
    "treasury_short.apothecary": _("The treasury holds %(treasury)s; an apothecary costs %(price)s."),
    "treasury_short.rerolls": _("The treasury holds %(treasury)s; a team re-roll costs %(price)s."),
    # rules.escalation
    "escalation_race": _("Round %(round)s's roster is %(race)s; round %(before)s's is %(earlier)s."),
    "escalation_player": _(
        "#%(number)s %(name)s (%(position)s) of round %(before)s's roster is not #%(number)s of round %(round)s's: a "
        "roster only adds (each player keeps his number, position and skills)."),
    "escalation_player.skilled": _(
        "#%(number)s %(name)s (%(position)s with %(skills)s) of round %(before)s's roster is not #%(number)s of round "
        "%(round)s's: a roster only adds (each player keeps his number, position and skills)."),
    "escalation_staff.rerolls": _(
        "Round %(round)s's roster has fewer team re-rolls than round %(before)s's (%(count)s, not %(earlier)s)."),
    "escalation_staff.assistant_coaches": _(
        "Round %(round)s's roster has fewer Assistant Coaches than round %(before)s's (%(count)s, not %(earlier)s)."),
    "escalation_staff.cheerleaders": _(
        "Round %(round)s's roster has fewer Cheerleaders than round %(before)s's (%(count)s, not %(earlier)s)."),
    "escalation_staff.apothecary": _(
        "Round %(round)s's roster has fewer Apothecaries than round %(before)s's (%(count)s, not %(earlier)s)."),
    "escalation_staff.dedicated_fans": _(
        "Round %(round)s's roster has fewer Dedicated Fans than round %(before)s's (%(count)s, not %(earlier)s)."),
    "escalation_inducement": _("Round %(round)s's roster drops %(inducement)s bought for round %(before)s."),
    "escalation_star": _("Round %(round)s's roster drops %(star)s."),
    # rules.matchedplay
    "no_tier": _("%(race)s has no tier; the organiser sets one."),
    "treasury_kept": _("Unspent gold is lost: the roster cannot keep %(treasury)s in its treasury."),
    "one_added_skill": _("%(who)s has %(count)s added skills; one at most."),
    "inducement_not_allowed": _("%(inducement)s is not allowed at this event."),
    "inducement_not_available": _("%(inducement)s is not available to %(race)s."),
    "inducement_not_available.team": _("%(inducement)s is not available to %(race)s teams."),
    "unknown_inducement": _("'%(inducement)s' is not an inducement under %(ruleset)s."),
    "inducement_count": _("%(inducement)s: a number of 0 or more."),
    "inducement_limit": _("%(inducement)s: at most %(most)s, not %(count)s."),
    "skill_points": _("%(count)s Skill Points spent; a Tier %(tier)s team has %(most)s."),
    "skill_points.pick": _(
        "%(skill)s costs %(count)s Skill Points for %(who)s; %(left)s left of the Tier %(tier)s team's %(most)s."),
    "too_many_secondary": _("%(count)s Secondary skills; a Tier %(tier)s team may have %(most)s."),
    "too_many_secondary.pick": _(
        "%(skill)s would be a Secondary skill too many for %(who)s: a Tier %(tier)s team may have %(most)s."),
    "too_many_elite": _("%(count)s Elite skills bought; a team may have %(most)s."),
    "too_many_elite.pick": _(
        "%(skill)s would be an Elite skill too many for %(who)s: a team may buy %(most)s Elite skills at most."),
    "star_players_not_allowed": _("Star Players are not allowed at this event."),
    "too_many_stars": _("A Tier %(tier)s team may have %(most)s Star Players."),
    "one_mega_star": _("A team may only have a single Mega-star."),
    "stars_need_full_roster": _("A team needs %(least)s players before it adds any Star Players."),
    # rules.eventinjuries
    "injury_unknown_player": _("There is no #%(number)s on the roster."),
    "injury_missing_player": _("#%(number)s did not play this game."),
    "injury_twice": _("#%(number)s is Seriously Hurt or Dead, not both."),
    # rules.report, with the lines matches.services.report checks
    "recorded_count.touchdowns": _("%(player)s: touchdowns must be a whole number from 0 to %(most)s."),
    "recorded_count.casualties": _("%(player)s: casualties must be a whole number from 0 to %(most)s."),
    "recorded_count.completions": _("%(player)s: completions must be a whole number from 0 to %(most)s."),
    "recorded_count.interceptions": _("%(player)s: interceptions must be a whole number from 0 to %(most)s."),
    "recorded_count.fouls": _("%(player)s: fouls must be a whole number from 0 to %(most)s."),
    "patch_up_no_casualty": _("%(player)s: the apothecary only patches up a casualty."),
    "patch_up_roll": _("%(player)s: the apothecary's roll is a D6, 1 to 6."),
    "patch_up_no_apothecary": _("%(team)s has no apothecary to patch players up."),
    "patch_up_limit": _("%(team)s has %(most)s patch-ups this game (one per apothecary), not %(count)s."),
    "patch_up_limit.one": _("An apothecary patches up one player a game."),
    "misses_this_game": _(
        "%(player)s must miss this game (Seriously Hurt in the previous one): he cannot be reported as playing."),
    "sent_off": _("%(player)s: sent off is yes or no."),
    "unknown_injury": _("%(player)s: unknown injury."),
    "not_played": _("%(player)s did not play, so cannot score, cause casualties or be hurt."),
    "not_played.actions": _("%(player)s did not play, so cannot pass, intercept, foul or be sent off."),
    # rules.eventcore: a rulespack refused (the event's form; the field names the value)
    "rulespack_not_list": _("%(name)s must be a list, not %(value)s."),
    "rulespack_not_mapping": _("A rulespack is a set of named values."),
    "unknown_rulespack_field": _("%(name)s is not a value of a rulespack."),
    "unknown_ruleset": _("There is no ruleset %(ruleset)s; choose from %(choices)s."),
    "unknown_ruleset.edition": _(
        "There is no ruleset %(ruleset)s in the %(edition)s edition; choose from %(choices)s."),
    "unknown_edition": _("There is no edition %(edition)s; choose from %(choices)s."),
    "ruleset_not_in_edition": _(
        "%(ruleset)s has no %(edition)s edition: the %(edition)s edition plays %(rulesets)s only."),
    "unknown_scoring": _("There is no scoring %(scoring)s; choose points or dungeon-sevens."),
    "rulespack_number": _("%(name)s must be a whole number from %(least)s to %(most)s, not %(value)s."),
    "points_order": _("A win must be worth at least a draw, and a draw at least a loss."),
    "rulespack_not_bool": _("%(name)s must be true or false, not %(value)s."),
    "rulespack_tiers": ngettext_lazy(
        "%(name)s must be %(count)s whole number, one for each tier, not %(value)s.",
        "%(name)s must be %(count)s whole numbers, one for each tier, not %(value)s.", "count"),
    "star_players_not_allowed.edition": _("The %(edition)s Sevens has no Star Players."),
    "unknown_tiebreaker": _("There is no tiebreaker %(tiebreaker)s; choose from %(choices)s."),
    "tiebreaker_repeated": _("A tiebreaker is listed more than once."),
    "tiebreaker_needs_rule.bonus_points": _("The Bonus Points tiebreaker needs Bonus Points."),
    "tiebreaker_needs_rule.secret_objectives": _("The Secret Objectives tiebreaker needs the Secret Objectives rule."),
    "award_name": _("An award is a name of 1 to %(most)s characters, not %(value)s."),
    "unknown_knockout_draw": _("There is no knockout draw rule %(value)s."),
    # rules.knockout: a group event's groups and knockout (an organiser drawing a round)
    "groups_impossible": ngettext_lazy(
        "%(count)s coach cannot be divided into groups of four (and three).",
        "%(count)s coaches cannot be divided into groups of four (and three).", "count"),
    "knockout_size": _("The knockout takes %(small)s or %(large)s coaches."),
    "knockout_size.power_of_two": _("A knockout takes 2, 4, 8, 16 ... coaches."),
    "group_rounds": _("The group stage has %(count)s rounds."),
    "too_few_qualifiers": ngettext_lazy(
        "Only %(count)s coach played the groups; %(size)s cannot qualify.",
        "Only %(count)s coaches played the groups; %(size)s cannot qualify.", "count"),
    "too_few_qualifiers.bracket": ngettext_lazy(
        "%(size)s coaches go into the knockout; only %(count)s qualified.",
        "%(size)s coaches go into the knockout; only %(count)s qualified.", "count"),
    "knockout_game": _("The result is not the one of this knockout game."),
    "knockout_game.winner": _("The winner did not play in this knockout game."),
    "extra_time_winner": _("A drawn knockout game goes to extra time: say who won it."),
    "places_incomplete": _("The games for places %(low)s-%(high)s are not complete."),
    # rules.teamevents: a team of a team event (each said after the team's name, "Reds: ...", in a list)
    "team_size": _("a team has %(least)s to %(most)s coaches, this one has %(count)s"),
    "team_size.exact": ngettext_lazy(
        "a team has %(most)s coach, this one has %(count)s",
        "a team has %(most)s coaches, this one has %(count)s", "most"),
    "coach_twice": _("a coach is listed twice in the team"),
    "team_captain": _("one coach of the team is its Team Captain"),
    # rules.textinput: a typed name (a form's "name"), and a file's values (the "file" variant names the key)
    "name_not_text": _("The name must be text, not %(value)s."),
    "name_not_text.file": _("'%(key)s' must be text, not %(value)s."),
    "name_empty": _("The name cannot be empty."),
    "name_empty.file": _("'%(key)s' cannot be empty."),
    "name_too_long": _("The name must be at most %(max)s characters (it has %(length)s)."),
    "name_too_long.file": _("'%(key)s' must be at most %(max)s characters (it has %(length)s)."),
    "name_control_character": _("The name must not contain the control character %(char)s."),
    "name_control_character.file": _("'%(key)s' must not contain the control character %(char)s."),
    "not_whole_number": _("'%(key)s' must be a whole number from %(least)s to %(most)s, not %(value)s."),
    "json_too_large.bytes": _("The file is larger than %(most)s bytes."),
    "json_too_large.characters": _("The file is larger than %(most)s characters."),
    "json_not_utf8": _("The file is not UTF-8 text (byte %(byte)s)."),
    "json_too_deep": _("This is not JSON this site reads: it is nested more than %(most)s deep."),
    "json_syntax": _("This is not JSON: it goes wrong at line %(line)s, column %(column)s."),
    "json_unreadable": _("This is not JSON this site reads."),
    "json_long_number": _("A number has more than %(most)s digits."),
    "json_constant": _("%(name)s is not a number JSON allows."),
    "json_large_number": _("The number %(value)s is too large."),
    "json_character": _("%(where)s holds the character %(char)s, which cannot be stored."),
    # rules.rosterfile: a roster file refused (a player's problem is said after his place in the file's list)
    "roster_file_not_object": _("A roster file is a JSON object."),
    "file_format": _("'format' must be %(format)s, not %(value)s."),
    "file_edition": _("'edition' must be one of %(editions)s, not %(value)s."),
    "not_true_or_false": _("'%(key)s' must be true or false, not %(value)s."),
    "players_not_list": _("'players' must be a list."),
    "too_many_entries": _("'players' must list at most %(most)s players."),
    "player_not_object": _("Each player is a JSON object, not %(value)s."),
    "skills_not_list": _("'skills' must be a list of at most %(most)s skill names."),
    "treasury_negative": _("'treasury' cannot be negative."),
}
"""Every violation the rules (and the report's lines) can give, by ``code`` or ``code.variant``."""

LINES: dict[str, Any] = {
    "staff_hired.assistant_coaches": _("Hired an assistant coach for %(price)s."),
    "staff_hired.cheerleaders": _("Hired a cheerleader for %(price)s."),
    "staff_hired.apothecary": _("Hired an apothecary for %(price)s."),
    "reroll_bought": _("Bought a team re-roll for %(price)s (now %(count)s)."),
}
"""The history lines the rules name by code (``rules.staff.staff_hired``, ``reroll_bought``)."""

CATALOGUE: dict[str, Any] = {**VIOLATIONS, **LINES}


def _shown(name: str, value: Any) -> Any:
    if name in GOLD and isinstance(value, int):
        return gp(value)
    if isinstance(value, tuple | list):
        return ", ".join(str(item) for item in value) if value else pgettext("an empty list", "none")
    return "" if value is None else value


def _who(params: Mapping[str, Any]) -> str:
    if params.get("player"):
        return params["player"]
    if params.get("number") is not None:
        return gettext("Player %(number)s (%(position)s)") % {
            "number": params["number"], "position": params.get("position", "")
        }
    return gettext("A %(position)s") % {"position": params.get("position", "")}


def values(params: Mapping[str, Any]) -> dict[str, Any]:
    """The params as a message shows them, with the placeholders worked out from them."""
    shown = {name: _shown(name, value) for name, value in params.items()}
    shown["who"] = _who(params)
    shown["journeyman"] = params.get("player") or gettext("This Journeyman")
    if "position" in params:
        # position names stay English (docs/languages.md), so they take the English plural: "at most 1 Blitzer",
        # "at most 2 Blitzers" (one placeholder in both forms, as every language's plural forms must share)
        one = params.get("most") == 1
        shown["positions"] = str(params["position"]) if one else english_plural(str(params["position"]))
    return shown


def say(key: str, params: Mapping[str, Any] | None = None) -> str:
    """The catalogue's sentence for ``key`` (``code.variant`` falls back to ``code``) with its params; an unknown
    key shows as itself."""
    message = CATALOGUE.get(key) or CATALOGUE.get(key.split(".", 1)[0])
    if message is None:
        return key
    return str(message % values(params or {}))


def word(violation: Any) -> str:
    """A violation in the active language."""
    params = dict(violation.params)
    stage = params.pop("stage", None)
    sentence = say(violation.key, params)
    if stage is not None:
        return gettext("Round %(round)s: %(message)s") % {"round": stage, "message": sentence}
    return sentence


def words(violations) -> list[str]:
    """Each violation worded, in order."""
    return [word(v) for v in violations]
