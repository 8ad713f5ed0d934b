"""Before kick-off: Journeymen for a short team, and each team's inducements (the favourite buys first)."""

from __future__ import annotations

from django.db import transaction
from django.utils.translation import gettext as _

from core import datagen
from core.kept import kept
from core.wording import gp, word, words
from league.models import Fixture
from league.selectors import fixture_scopes
from rules import matchday
from rules.errors import DomainError
from rules.tables import roll_desperate_measures
from teams import services as team_services
from teams.models import Player, Team, TeamEvent
from teams.permissions import can_edit_team
from teams.selectors import teams_locked

from ..models import InducementPurchase, Match
from ..selectors import game_ctvs, inducements_waiting_for, mercenary_counts, waiting_post_game
from .common import DESPERATE_MEASURES_SALT, fixture_named, step_dice, store_rolls
from .sequence import roll_fan_factor

MERCENARY = "mercenary"


def refuse_while_post_game_waits(match: Match, team: Team) -> None:
    """Issue 11, rule 4: a team whose previous post-game still waits for the coach's advancement choice cannot
    start its next game's pre-game until the choice is made (a commissioner can make it for an absent coach)."""
    waiting = waiting_post_game(team, exclude_match=match)
    if waiting is not None:
        message = _("%(team)s's post-game of %(fixture)s still waits for its Player Advancement choice: make it first.")
        raise DomainError(message % {"team": team.name, "fixture": waiting.match.fixture})


@transaction.atomic
def pregame_roll_fans(*, match: Match, team: Team, actor=None) -> int:
    """2020 rulebook, pre-game The Fans: the team's Fan Factor (D3 + Dedicated Fans), rolled once for the game
    (from the match's seed) and shown to both coaches; the winnings and the kick-off table use it."""
    match = Match.objects.select_for_update().select_related("fixture").get(pk=match.pk)
    fixture = match.fixture
    if team.pk not in (fixture.home_id, fixture.away_id) or fixture.away_id is None:
        raise DomainError(_("That team does not play this game."))
    if fixture.status != fixture.Status.SCHEDULED:
        raise DomainError(_("The Fan Factor is rolled before the game, and this game's result is already entered."))
    refuse_while_post_game_waits(match, team)
    value = roll_fan_factor(match, team)
    if value is None:
        raise DomainError(_("%(team)s's Fan Factor is already rolled for this game.") % {"team": team.name})
    return value


@datagen.scoped
@transaction.atomic
def pregame_add_journeymen(*, match: Match, team: Team, actor=None) -> list[Player]:
    """Seed 000, Journeymen: a team with fewer than seven players who can play takes Journeymen up to seven, each
    its Lineman positional with Loner (5+). Safe to call twice: players already taken count."""
    team = teams_locked(ids=[team.pk])[team.pk]
    datagen.touches(*fixture_scopes(match.fixture, team.league_id))  # the other coach's list follows the game
    if match.fixture.status == match.fixture.Status.CONFIRMED:
        raise DomainError(_("This game has been played."))
    refuse_while_post_game_waits(match, team)
    available = team.players.filter(status=Player.Status.AVAILABLE).count()
    needed = matchday.journeymen_needed(available)
    if not needed:
        return []
    race, rules = team.race_rules, team.rules()
    position = race.journeyman_position
    traits = matchday.journeyman_traits(race, rules)
    line = kept("journeymen_join", fixture=fixture_named(match.fixture), count=needed, position=position.name,
                traits=list(traits))
    return team_services.journeymen_add(
        team=team, count=needed, actor=actor, wording=[line], changes={"match": match.pk}
    )


@transaction.atomic
def _locked_for_purchase(match: Match, team: Team, actor) -> tuple[Match, Fixture, Team, dict]:
    """The match, its fixture and the buying team locked (the one order every path locks in: the teams by id, then
    the fixture, then the match), with what either team bought already; refused unless the team plays this game
    still to play, the actor may act for it (its coach or a commissioner), it has not bought yet, no post-game of
    its waits, and both teams have their Journeymen (they come first in the Pre-game Sequence)."""
    fixture = Fixture.objects.get(pk=match.fixture_id)
    if fixture.away_id is None or team.pk not in (fixture.home_id, fixture.away_id):
        raise DomainError(_("That team does not play this game."))
    team = teams_locked(ids=[fixture.home_id, fixture.away_id])[team.pk]
    if actor is None or not can_edit_team(actor, team):
        raise DomainError(_("Only the team's coach or a commissioner of its league buys its inducements."))
    fixture = Fixture.objects.select_for_update(of=("self",)).select_related("home", "away", "season__league")
    fixture = fixture.get(pk=match.fixture_id)
    match = Match.objects.select_for_update().get(pk=match.pk)
    match.fixture = fixture
    if fixture.status != fixture.Status.SCHEDULED:
        raise DomainError(_("Inducements are bought before the game, and this game's result is already entered."))
    bought = {p.team_id: p for p in InducementPurchase.objects.filter(match=match)}
    if team.pk in bought:
        raise DomainError(_("%(team)s has already bought its inducements for this game.") % {"team": team.name})
    refuse_while_post_game_waits(match, team)
    available = Player.objects.filter(team__in=[fixture.home_id, fixture.away_id], status=Player.Status.AVAILABLE)
    counts = [available.filter(team=fixture.home_id).count(), available.filter(team=fixture.away_id).count()]
    if matchday.inducements_wait_for_journeymen(counts):
        raise DomainError(
            _(
                "Journeymen come before inducements (Pre-game Sequence): both teams take theirs first, so that petty "
                "cash is figured from the Current Team Values with the Journeymen."
            ),
            field="total",
        )
    return match, fixture, team, bought


def _record_purchase(purchase: InducementPurchase, rules, fixture: Fixture, actor, *, cost, petty, treasury) -> None:
    """The purchase in the team's history: what was bought (Mercenaries by position), how it was paid, and the
    Desperate Measures rolled."""
    team = purchase.team
    items = [
        kept("inducements_item", count=qty, inducement={"term": item.name})
        for item, qty in purchase.bought(rules)
        if item.key != MERCENARY
    ]
    items += [
        kept("mercenary.skill", position=m["position"], skill=m["skill"])
        if m["skill"]
        else kept("mercenary", position=m["position"])
        for m in purchase.mercenaries
    ]
    named = fixture_named(fixture)
    if not items:
        lines = [kept("inducements_none", fixture=named)]
    elif cost:
        lines = [kept("inducements_bought", fixture=named, items=items, cost=cost, petty={"gp": petty},
                      treasury=treasury)]
    else:
        lines = [kept("inducements_bought.free", fixture=named, items=items)]
    if purchase.desperate_measures:
        measures = [{"term": m["name"]} for m in purchase.desperate_measures]
        lines.append(kept("desperate_measures_rolled", measures=measures))
    team_services.history_record(
        team=team,
        kind=TeamEvent.Kind.INDUCEMENTS,
        wording=lines,
        changes={"match": purchase.match_id, "items": purchase.items, "treasury": -treasury},
        rolls=purchase.rolls,
        treasury_delta=-treasury,
        actor=actor,
    )


def inducements_buy(
    *, match: Match, team: Team, actor, purchases: dict[str, int], mercenaries: list[dict] | None = None
) -> InducementPurchase:
    """Seed 000, Inducements, with the 2020 rulebook's pre-game Inducements as the May 2025 errata has it: the
    favourite buys first from its treasury; the underdog then gets the CTV difference plus that spend as petty
    cash and spends only that (2025 rulebook: plus up to 50,000 from its treasury, ``Ruleset.petty_cash_top_up``);
    equal teams spend nothing. Nothing is bought while either team still needs Journeymen (they come first in the
    Pre-game Sequence and count in the CTVs). A Mercenary is refused where the ruleset's list has none.
    Mercenary Players (``mercenaries``: position and an
    optional extra skill each) as the rulebook prices them, within the league's option. Each Desperate Measure
    rolls a D8 on its table, duplicates re-rolled, with the match's seeded dice; the rolls are kept."""
    match, fixture, team, bought = _locked_for_purchase(match, team, actor)
    rules, race = team.rules(), team.race_rules
    if any(qty for key, qty in purchases.items() if (item := rules.inducement(key)) and item.price is None):
        raise DomainError(_("Mercenary players are priced one by one: name each one's position."), field=MERCENARY)
    priced = matchday.quote(purchases, rules, race, team.special_rules)
    items = priced.items
    if priced.problems:
        raise DomainError(" ".join(words(priced.problems)), field=next(iter(items), ""))
    hired = _mercenaries(team, rules, mercenaries or [])
    if hired:
        items = {**items, MERCENARY: len(hired)}
    ctvs = game_ctvs(fixture)
    first = inducements_waiting_for(fixture, team, bought, ctvs)
    if first is not None:
        raise DomainError(
            _("%(team)s has the higher Current Team Value and buys its inducements first.") % {"team": first.name}
        )
    other_id = fixture.away_id if team.pk == fixture.home_id else fixture.home_id
    other = bought.get(other_id)
    budget = matchday.inducement_budget(
        own_ctv=ctvs[team.pk],
        other_ctv=ctvs[other_id],
        treasury=team.treasury,
        ruleset=rules,
        other_treasury_spent=other.treasury_spent if other else 0,
    )
    cost = priced.cost + sum(m["cost"] for m in hired)
    try:
        petty, treasury = matchday.pay(cost, budget)
    except ValueError:
        message = _(
            "These inducements cost %(cost)s; %(team)s can spend %(total)s (%(petty_cash)s petty cash and "
            "%(treasury)s from the treasury)."
        )
        amounts = {"cost": cost, "total": budget.total, "petty_cash": budget.petty_cash, "treasury": budget.treasury}
        raise DomainError(
            message % {"team": team.name, **{name: gp(value) for name, value in amounts.items()}}, field="total"
        ) from None
    dice = step_dice(match, team.pk, DESPERATE_MEASURES_SALT)
    measures = roll_desperate_measures(
        items.get("desperate-measures", 0), dice, subject=team.name, table_key=rules.desperate_measures_table
    )
    rolls = store_rolls(match, team.pk, dice.rolls)
    purchase = InducementPurchase.objects.create(
        match=match,
        team=team,
        items=items,
        own_ctv=ctvs[team.pk],
        other_ctv=ctvs[other_id],
        petty_cash=budget.petty_cash,
        petty_cash_spent=petty,
        treasury_spent=treasury,
        desperate_measures=[{"name": m.name, "text": m.text} for m in measures],
        mercenaries=hired,
        rolls=rolls,
        bought_by=actor,
    )
    if treasury:
        team_services.team_spend(team=team, amount=treasury)
    _record_purchase(purchase, rules, fixture, actor, cost=cost, petty=petty, treasury=treasury)
    return purchase


def _mercenaries(team: Team, rules, wanted: list[dict]) -> list[dict]:
    """2020 rulebook, Unlimited Mercenary Players (seed 000: unlimited or 0-3, the league's option): each checked
    against the team's roster, its position maximum and the eleven players, and priced."""
    race = team.race_rules
    available = list(team.players.filter(status=Player.Status.AVAILABLE))
    counts = mercenary_counts(available, race)
    hired: list[dict] = []
    for row in wanted:
        name, skill = (row.get("position") or "").strip(), (row.get("skill") or "").strip()
        if not name:
            continue
        position = race.position(name)
        same = counts.get(position.name, 0) if position else 0
        same += sum(1 for m in hired if position and m["position"] == position.name)
        refusal = matchday.mercenary_refusal(
            position=position,
            skill=skill,
            race=race,
            ruleset=rules,
            same_position=same,
            players=len(available) + len(hired),
            mercenaries=len(hired),
        )
        if refusal:
            raise DomainError(word(refusal), field=MERCENARY, violations=[refusal], word=word)
        hired.append(
            {
                "position": position.name,
                "skill": skill,
                "skills": list(matchday.mercenary_skills(position, skill)),
                "cost": matchday.mercenary_cost(position, extra_skill=bool(skill)),
            }
        )
    return hired
