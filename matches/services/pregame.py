"""Before kick-off: Journeymen for a short team, and each team's inducements (the favourite buys first)."""

from __future__ import annotations

from django.db import transaction

from rules import matchday
from rules.dice import Dice
from rules.draft import gp
from rules.errors import DomainError
from rules.tables import roll_desperate_measures
from teams import services as team_services
from teams.models import Player, Team, TeamEvent
from teams.selectors import teams_locked

from ..models import InducementPurchase, Match
from ..selectors import game_ctvs, inducements_waiting_for
from .common import store_rolls


@transaction.atomic
def pregame_add_journeymen(*, match: Match, team: Team, actor=None) -> list[Player]:
    """Seed 000, Journeymen: a team with fewer than seven players who can play takes Journeymen up to seven, each
    its Lineman positional with Loner (5+). Safe to call twice: players already taken count."""
    team = teams_locked(ids=[team.pk])[team.pk]
    if match.fixture.status == match.fixture.Status.CONFIRMED:
        raise DomainError("This game has been played.")
    available = team.players.filter(status=Player.Status.AVAILABLE).count()
    needed = matchday.journeymen_needed(available)
    if not needed:
        return []
    race, rules = team.race_rules, team.rules()
    position = race.journeyman_position
    traits = matchday.journeyman_traits(race, rules)
    return team_services.journeymen_add(
        team=team,
        count=needed,
        actor=actor,
        description=f"{match.fixture}: {needed} Journeym{'a' if needed == 1 else 'e'}n ({position.name}, "
        f"{', '.join(traits)}) join for the game.",
        changes={"match": match.pk},
    )


@transaction.atomic
def inducements_buy(*, match: Match, team: Team, actor, purchases: dict[str, int]) -> InducementPurchase:
    """Seed 000, Inducements, with the 2020 rulebook's pre-game Inducements: the favourite buys first from its
    treasury; the underdog then gets the CTV difference plus that spend as petty cash, and may add treasury.
    Each Desperate Measure rolls a D8 on its table, duplicates re-rolled; the rolls are kept with the match."""
    match = (
        Match.objects.select_for_update(of=("self",))
        .select_related("fixture__home", "fixture__away", "fixture__season__league")
        .get(pk=match.pk)
    )
    fixture = match.fixture
    if fixture.away_id is None or team.pk not in (fixture.home_id, fixture.away_id):
        raise DomainError("That team does not play this game.")
    if fixture.status != fixture.Status.SCHEDULED:
        raise DomainError("Inducements are bought before the game, and this game's result is already entered.")
    bought = {p.team_id: p for p in InducementPurchase.objects.filter(match=match)}
    if team.pk in bought:
        raise DomainError(f"{team.name} has already bought its inducements for this game.")
    team = teams_locked(ids=[fixture.home_id, fixture.away_id])[team.pk]
    rules, race = team.rules(), team.race_rules
    if any(qty for key, qty in purchases.items() if (item := rules.inducement(key)) and item.price is None):
        raise DomainError("Mercenary players are priced one by one: ask a commissioner to add one.", field="mercenary")
    priced = matchday.quote(purchases, rules, race, team.special_rules)
    items = priced.items
    if priced.problems:
        raise DomainError(" ".join(priced.problems), field=next(iter(items), ""))
    ctvs = game_ctvs(fixture)
    first = inducements_waiting_for(fixture, team, bought, ctvs)
    if first is not None:
        raise DomainError(f"{first.name} has the higher Current Team Value and buys its inducements first.")
    other_id = fixture.away_id if team.pk == fixture.home_id else fixture.home_id
    other = bought.get(other_id)
    budget = matchday.inducement_budget(
        own_ctv=ctvs[team.pk],
        other_ctv=ctvs[other_id],
        treasury=team.treasury,
        ruleset=rules,
        other_treasury_spent=other.treasury_spent if other else 0,
    )
    cost = priced.cost
    try:
        petty, treasury = matchday.pay(cost, budget)
    except ValueError:
        raise DomainError(
            f"These inducements cost {gp(cost)}; {team.name} can spend {gp(budget.total)} "
            f"({gp(budget.petty_cash)} petty cash and {gp(budget.treasury)} from the treasury).",
            field="total",
        ) from None
    dice = Dice()
    measures = roll_desperate_measures(items.get("desperate-measures", 0), dice, subject=team.name)
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
        rolls=rolls,
        bought_by=actor,
    )
    if treasury:
        team_services.team_spend(team=team, amount=treasury)
    names = [f"{qty} × {item.name}" for item, qty in purchase.bought(rules)]
    description = f"{fixture}: " + (", ".join(names) if names else "no inducements")
    if cost:
        description += f" for {gp(cost)} ({gp(petty)} petty cash, {gp(treasury)} from the treasury)"
    if measures:
        description += "; Desperate Measures: " + ", ".join(m.name for m in measures)
    team_services.history_record(
        team=team,
        kind=TeamEvent.Kind.INDUCEMENTS,
        description=description + ".",
        changes={"match": match.pk, "items": items, "treasury": -treasury},
        rolls=rolls,
        treasury_delta=-treasury,
        actor=actor,
    )
    return purchase
