"""Matched Play rosters: the draft for an event, its inducements, Skill Points by tier and Star Players.

Source: seed 003 (``003_10674a811dc8f08c.txt``, GW *Blood Bowl Matched Play Guide*, OCR), "Writing Your Roster"
(Drafting Your Team, Inducements), "Skill Points" (the tier table, Purchasing Skills, Star Players) and "Gold Piece
Escalation" (OCR "GOLD Pltlt tjvnwr."). The ordinary limits (players, positions, specialists, re-rolls, staff, the
skill a position may take) are ``rules.draft``'s checks under the event's ruleset.

Readings (each repeated in its rule's docstring):

* Tiers: seed 003 gives no list of its own ("the most recent Tier List ... in the Blood Bowl FAQ and Errata"); the
  tier is the one this project's roster data holds for the race (``rules/data``, the 2020 FAQ tiers; the 2025 Sevens
  tiers of Spike! Journal 22 for that edition), the Guide's Jay example agreeing (Wood Elf, Tier 1).
* "Any gold pieces not spent will be lost": a roster brought with gold in its treasury is refused (nothing can be
  kept for later); the gold left under the budget is reported as lost (``unspent_gold``), which is no violation.
* Dedicated Fans: "up to a maximum of 6, at the cost of 10,000 gold pieces" replaces the ruleset's price and cap.
* Inducements are those the rulespack allows, bought from the Team Draft Budget at the ruleset's prices.
* Skill Points: a skill of the player's Primary categories costs 1, of his Secondary categories 2; at most one added
  skill per player; at most 1, 2 or 3 Secondary skills by tier (the rulespack's figures); added skills never change a
  player's value (``matched_play_team_value``).
* Star Players: only when the rulespack allows them; 2 Skill Points each, a Mega-star 4; at most 1 on a Tier 1 team,
  2 otherwise, one Mega-star; they take no added skills. "a minimum of 11 players before adding any Star Players" is
  the Elevens minimum roster; in Sevens it is read as the ruleset's minimum (7).

2025 Sevens (an event whose rulespack says ``"edition": "2025"``): Spike! Journal 22, Matched Play (BBBase's
transcription, ``docs/bb2025/spike_journal/issue_22.md`` at commit 56a554ca9206a534a11fd4054a37d4fb94da5986):
Drafting a Team, Skill Points, Purchasing Skills and Sevens Team Tiers. Readings:

* Tiers 1 to 4 from the journal's Sevens tier list (``Race.tier_sevens`` in the 2025 roster data); Skill Points
  1, 2, 3, 4 by tier; a Primary skill 1 point, a Secondary skill 2; one Secondary skill for the whole team, whatever
  points are left; one added skill a player; at most two Elite skills (the 2025 data's ``elite`` marks: Block,
  Dodge, Guard, Mighty Blow) among the skills bought. The figures are the rulespack's
  (``Rulespack.skill_points``, ``max_secondary``, ``max_elite``), the journal's by default.
* Leader and Pro are never bought: the journal bars them from Player Advancement, and a Matched Play skill stands
  for advancement (the 2025 Sevens ruleset bans them, so ``skills_on_offer`` never offers them).
* Dedicated Fans are bought at the ruleset's price and cap (20,000, at most 5: "purchase additional Dedicated Fans
  as normal"); seed 003's 10,000 up to 6 is the 2020 Guide's. The journal's "starts with a Dedicated Fans
  Characteristic of 0" is not applied yet: the first fan stays free, as on the draft page.
* No Star Players ("no star players" in the 2025 Sevens inducements): a 2025 rulespack cannot allow them.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace

from .advancement import gained_skill_refusal
from .draft import CHECKS, Draft, DraftPlayer, check_budget, validate_draft
from .eventcore import DEFAULT_EDITION, Rulespack
from .rosterfile import RosterFile
from .rosters import Position, edition, race
from .rulesets import Ruleset, get_ruleset
from .violations import Violation

MATCHED_PLAY_FANS_PRICE = 10_000
"""Seed 003, Drafting Your Team: additional Dedicated Fans cost 10,000 gold pieces each."""

MATCHED_PLAY_FANS_MAX = 6
"""Seed 003, Drafting Your Team: Dedicated Fans up to a maximum of 6."""

PRIMARY_SKILL_POINTS = 1
"""Seed 003, Purchasing Skills: a Primary skill costs 1 Skill Point."""

SECONDARY_SKILL_POINTS = 2
"""Seed 003, Purchasing Skills: a Secondary skill costs 2 Skill Points."""

STAR_SKILL_POINTS = 2
"""Seed 003, Star Players: a Star Player costs 2 Skill Points (and his gold)."""

MEGA_STAR_SKILL_POINTS = 4
"""Seed 003, Star Players: a Mega-star costs 4 Skill Points rather than 2."""

MAX_STARS_BY_TIER = (1, 2, 2)
"""Seed 003, Star Players: Tier 1 teams at most 1 Star Player, Tier 2 or 3 teams at most 2."""


@dataclass(frozen=True)
class StarPick:
    """Seed 003, Star Players: a Star Player on the roster, his price in gold and whether he is a Mega-star."""

    name: str
    cost: int
    mega_star: bool = False


@dataclass(frozen=True)
class MatchedPlayRoster:
    """Seed 003, Writing Your Roster: the draft (added skills in each player's ``skills``), inducements by key with
    their number, Star Players, and the treasury the file brought."""

    draft: Draft
    inducements: Mapping[str, int] = field(default_factory=dict)
    star_players: tuple[StarPick, ...] = ()
    treasury: int = 0

    @classmethod
    def of(cls, roster: MatchedPlayRoster | RosterFile | Draft) -> MatchedPlayRoster:
        if isinstance(roster, MatchedPlayRoster):
            return roster
        if isinstance(roster, RosterFile):
            return cls(roster.draft, treasury=roster.treasury)
        return cls(roster)


def tier_of(race_name: str, ruleset: str = "sevens", edition_key: str = "2020") -> int | None:
    """Seed 003, Skill Points ("the most recent Tier List"): the race's tier from this project's roster data; in the
    2025 edition Spike! Journal 22, Sevens Team Tiers (Tier 1 to 4, ``Race.tier_sevens``)."""
    found = race(race_name, edition_key)
    if found is None:
        return None
    if edition_key != "2020" and found.tier_sevens is not None:
        return found.tier_sevens
    return found.tier


def matched_play_ruleset(pack: Rulespack) -> Ruleset:
    """Seed 003, Drafting Your Team: the event's ruleset with the rulespack's budget and 10,000 a Dedicated Fan up
    to 6. Spike! Journal 22, Matched Play, Drafting a Team (2025): the budget only; Dedicated Fans "as normal"."""
    base = get_ruleset(pack.ruleset, pack.edition)
    if pack.edition != DEFAULT_EDITION:
        return replace(base, budget=pack.budget)
    return replace(
        base, budget=pack.budget, dedicated_fans_price=MATCHED_PLAY_FANS_PRICE, dedicated_fans_max=MATCHED_PLAY_FANS_MAX
    )


def matched_play_team_value(draft: Draft, pack: Rulespack) -> int:
    """Seed 003, Purchasing Skills: skills purchased for Matched Play do not add to a player's value."""
    plain = replace(draft, players=tuple(replace(p, skills=()) for p in draft.players))
    return validate_draft(plain, matched_play_ruleset(pack), checks=()).team_value


def budget_for_round(pack: Rulespack, round_number: int) -> int:
    """Seed 003, Gold Piece Escalation: the Team Draft Budget grows by the rulespack's step after each round."""
    return pack.budget + pack.gold_escalation * max(round_number - 1, 0)


def roster_cost(roster: MatchedPlayRoster, pack: Rulespack) -> int:
    """Seed 003, Drafting Your Team and Inducements: the draft, the inducements and Star Players, all from the
    budget."""
    ruleset = matched_play_ruleset(pack)
    report = validate_draft(roster.draft, ruleset, checks=())
    total = report.cost + sum(star.cost for star in roster.star_players)
    if report.race is not None:
        for key, qty in roster.inducements.items():
            inducement = ruleset.inducement(key)
            if inducement is not None and inducement.price is not None and qty > 0:
                total += inducement.cost_of(qty, report.race)
    return total


def unspent_gold(roster: MatchedPlayRoster | RosterFile | Draft, pack: Rulespack) -> int:
    """Seed 003, Drafting Your Team: "Any gold pieces not spent will be lost": what this roster leaves unspent."""
    return max(pack.budget - roster_cost(MatchedPlayRoster.of(roster), pack), 0)


def _who(index: int, player: DraftPlayer) -> dict:
    """A player as a violation names him: his name, else his number (his place on the roster) and position."""
    return {"player": player.name, "number": player.number or index + 1, "position": player.position}


def skill_points_spent(roster: MatchedPlayRoster, pack: Rulespack) -> tuple[int, int]:
    """Seed 003, Purchasing Skills and Star Players: (Skill Points spent, Secondary skills bought)."""
    ruleset = matched_play_ruleset(pack)
    found = race(roster.draft.race, ruleset.edition)
    catalogue = edition(ruleset.edition)
    points = secondary = 0
    for player in roster.draft.players:
        position = found.position(player.position) if found else None
        for skill in player.skills:
            entry = catalogue.skill(skill)
            if position is not None and entry is not None and entry.category not in position.primary:
                points += SECONDARY_SKILL_POINTS
                secondary += 1
            else:
                points += PRIMARY_SKILL_POINTS
    points += sum(MEGA_STAR_SKILL_POINTS if s.mega_star else STAR_SKILL_POINTS for s in roster.star_players)
    return points, secondary


def elite_skills_bought(roster: MatchedPlayRoster | Draft, pack: Rulespack) -> int:
    """Spike! Journal 22, Matched Play, Purchasing Skills: how many of the skills bought are Elite skills (Block,
    Dodge, Guard, Mighty Blow in the 2025 data), of any combination."""
    catalogue = edition(matched_play_ruleset(pack).edition)
    return sum(
        1
        for player in MatchedPlayRoster.of(roster).draft.players
        for skill in player.skills
        if (entry := catalogue.skill(skill)) is not None and entry.elite
    )


def roster_problems(
    draft_or_roster: MatchedPlayRoster | RosterFile | Draft, pack: Rulespack, tier: int | None = None
) -> list[Violation]:
    """Seed 003, Writing Your Roster and Skill Points: every Matched Play limit broken, after the ruleset's own."""
    roster = MatchedPlayRoster.of(draft_or_roster)
    ruleset = matched_play_ruleset(pack)
    draft = roster.draft
    checks = tuple(check for check in CHECKS if check is not check_budget)
    report = validate_draft(draft, ruleset, checks=checks)
    problems = list(report.errors)
    if report.race is None:
        return problems
    tier = tier if tier is not None else tier_of(draft.race, pack.ruleset, ruleset.edition)
    if tier not in range(1, pack.tiers + 1):
        problems.append(Violation("no_tier", "tier", {"race": draft.race}))
        return problems
    if roster.treasury:
        problems.append(Violation("treasury_kept", "treasury", {"treasury": roster.treasury}))
    problems += _inducement_problems(roster, pack, ruleset, report.race)
    cost = roster_cost(roster, pack)
    if cost > pack.budget:
        problems.append(Violation(
            "budget_exceeded", "budget", {"cost": cost, "budget": pack.budget}, variant="inducements"
        ))
    for index, player in enumerate(draft.players):
        if len(player.skills) > 1:
            problems.append(Violation(
                "one_added_skill", f"players.{index}", {**_who(index, player), "count": len(player.skills)}
            ))
    problems += _skill_point_problems(roster, pack, tier, ruleset)
    return problems


def _inducement_problems(roster: MatchedPlayRoster, pack: Rulespack, ruleset: Ruleset, team) -> list[Violation]:
    """Seed 003, Inducements: only those the rulespack allows, within each one's limit and the team's access."""
    problems = []
    for key, qty in roster.inducements.items():
        inducement = ruleset.inducement(key)
        if key not in pack.inducements or inducement is None:
            problems.append(Violation("inducement_not_allowed", "inducements", {"inducement": key}))
        elif not inducement.available_to(team):
            problems.append(Violation(
                "inducement_not_available", "inducements", {"inducement": inducement.name, "race": team.name}
            ))
        elif inducement.max_qty is not None and qty > inducement.max_qty:
            problems.append(Violation(
                "inducement_limit", "inducements", {"inducement": inducement.name, "most": inducement.max_qty,
                                                    "count": qty}
            ))
    return problems


def _skill_point_problems(roster: MatchedPlayRoster, pack: Rulespack, tier: int, ruleset: Ruleset) -> list[Violation]:
    """Seed 003, Skill Points, Purchasing Skills and Star Players: points by tier, Secondary and Star limits.
    Spike! Journal 22, Matched Play, Skill Points and Purchasing Skills (2025): 1/2/3/4 points by tier, one
    Secondary skill for the team, at most two Elite skills (``Rulespack.max_elite``)."""
    problems = []
    allowance = pack.skill_points[tier - 1]
    spent, secondary = skill_points_spent(roster, pack)
    if spent > allowance:
        problems.append(Violation(
            "skill_points", "skill_points", {"count": spent, "tier": tier, "most": allowance}
        ))
    most = pack.max_secondary[tier - 1]
    if secondary > most:
        problems.append(Violation("too_many_secondary", "skills", {"count": secondary, "tier": tier, "most": most}))
    elite = elite_skills_bought(roster, pack)
    if pack.max_elite is not None and elite > pack.max_elite:
        problems.append(Violation("too_many_elite", "skills", {"count": elite, "most": pack.max_elite}))
    stars = roster.star_players
    if stars and not pack.star_players:
        problems.append(Violation("star_players_not_allowed", "stars"))
    elif stars:
        if len(stars) > MAX_STARS_BY_TIER[tier - 1]:
            problems.append(Violation("too_many_stars", "stars", {"tier": tier, "most": MAX_STARS_BY_TIER[tier - 1]}))
        if sum(s.mega_star for s in stars) > 1:
            problems.append(Violation("one_mega_star", "stars"))
        if len(roster.draft.players) < ruleset.min_players:
            problems.append(Violation("stars_need_full_roster", "stars", {"least": ruleset.min_players}))
    return problems


@dataclass(frozen=True)
class SkillOffer:
    """Seed 003, Purchasing Skills: a skill a player may be given for the event, with its Skill Point cost."""

    name: str
    category: str
    secondary: bool
    cost: int
    elite: bool = False  # Spike! Journal 22, Purchasing Skills: an Elite skill (2025 data's "elite" marks)


def skills_on_offer(position: Position, pack: Rulespack) -> tuple[SkillOffer, ...]:
    """Seed 003, Purchasing Skills: the skills a player of ``position`` may be given for the event, Primary ones
    (1 Skill Point) first, then Secondary ones (2), each in catalogue order. Reading: "Primary" and "Secondary" are
    the position's skill categories, as in a league; never a trait, a skill the position starts with, a banned or
    Dungeon Bowl-only skill (``rules.advancement.gained_skill_refusal``, the league's own test). In the 2025
    edition (Spike! Journal 22, Purchasing Skills) each offer says whether it is an Elite skill; Leader and Pro are
    never offered (the 2025 Sevens ruleset bans them: Player Advancement, Leader & Pro)."""
    ruleset = matched_play_ruleset(pack)
    offers = []
    for skill in edition(ruleset.edition).skills:
        refusal = gained_skill_refusal(
            position, skill.name, have=position.skills, banned=ruleset.banned_skills, edition_key=ruleset.edition
        )
        if refusal is None:
            secondary = skill.category not in position.primary
            offers.append(SkillOffer(
                skill.name, skill.category, secondary, SECONDARY_SKILL_POINTS if secondary else PRIMARY_SKILL_POINTS,
                elite=skill.elite,
            ))
    return tuple(sorted(offers, key=lambda offer: offer.secondary))


def with_bought_skills(draft: Draft, picks: Mapping[int, str]) -> Draft:
    """Seed 003, Purchasing Skills ("Each player can only be given a single additional Skill"): the draft with each
    player's added skills replaced by the one picked for him (by his index), or none."""
    players = tuple(
        replace(player, skills=(picks[index],) if picks.get(index) else ())
        for index, player in enumerate(draft.players)
    )
    return replace(draft, players=players)


def skill_purchase_problems(
    draft: Draft, picks: Mapping[int, str], pack: Rulespack, tier: int | None, star_points: int = 0
) -> list[Violation]:
    """Seed 003, Skill Points and Purchasing Skills: each pick (a skill name by player index) checked in player
    order, every refusal beside its player (field ``players.<index>``): a skill his position may take
    (``skills_on_offer``), within the tier's Skill Points (after ``star_points`` spent on Star Players) and its
    limit of Secondary skills. Reading: a refused pick is not counted, so each later pick is judged on what is left;
    the budget is the rulespack's (``Rulespack.skill_points``, ``max_secondary``). Spike! Journal 22, Matched Play,
    Skill Points and Purchasing Skills (2025): four tiers, one Secondary skill for the team and at most two Elite
    skills (``max_elite``), the pick that would be one too many refused beside its player."""
    if not any(picks.values()):
        return []
    found = race(draft.race, matched_play_ruleset(pack).edition)
    if found is None or tier not in range(1, pack.tiers + 1):
        return [Violation("no_tier", "tier", {"race": draft.race})]
    left = pack.skill_points[tier - 1] - star_points
    secondary_left = pack.max_secondary[tier - 1]
    elite_left = pack.max_elite
    problems = []
    for index, player in enumerate(draft.players):
        pick = picks.get(index)
        if not pick:
            continue
        who, where = _who(index, player), f"players.{index}"
        position = found.position(player.position)
        offers = {offer.name.lower(): offer for offer in skills_on_offer(position, pack)} if position else {}
        offer = offers.get(pick.lower())
        if offer is None:
            problems.append(Violation("skill_not_available", where, {**who, "skill": pick}, variant="event"))
        elif offer.cost > left:
            problems.append(Violation(
                "skill_points",
                where,
                {**who, "skill": offer.name, "count": offer.cost, "left": max(left, 0), "tier": tier,
                 "most": pack.skill_points[tier - 1]},
                variant="pick",
            ))
        elif offer.secondary and secondary_left < 1:
            problems.append(Violation(
                "too_many_secondary",
                where,
                {**who, "skill": offer.name, "tier": tier, "most": pack.max_secondary[tier - 1]},
                variant="pick",
            ))
        elif offer.elite and elite_left is not None and elite_left < 1:
            problems.append(Violation(
                "too_many_elite", where, {**who, "skill": offer.name, "most": pack.max_elite}, variant="pick"
            ))
        else:
            left -= offer.cost
            secondary_left -= offer.secondary
            if elite_left is not None:
                elite_left -= offer.elite
    return problems
