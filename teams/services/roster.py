"""Keeping the roster between games: hiring and firing players, buying sideline staff."""

from __future__ import annotations

from django.db import transaction
from django.utils.translation import gettext as _

from core import datagen
from core.kept import kept
from core.wording import gp, word
from rules.draft import DraftPlayer, validate_roster_change
from rules.errors import DomainError
from rules.players import next_free_number
from rules.staff import (
    StaffKind,
    reroll_bought,
    reroll_purchase_refusal,
    staff_hired,
    staff_option,
    staff_purchase_refusal,
)

from ..models import Player, Team, TeamEvent
from ..permissions import can_edit_team
from ..selectors import team_as_draft
from .common import active_players, lock, new_player, save_with_values
from .history import history_record
from .values import recompute_values


@datagen.scoped
@transaction.atomic
def team_hire_player(
    *, team: Team, actor, version: int | None, position: str, name: str = "", number: int | None = None
) -> Player:
    """Hire a player from the treasury at the roster fee; every roster limit of the ruleset still applies."""
    team = lock(team, version)
    race = team.race_rules
    found = race.position(position)
    if found is None:
        raise DomainError(
            _("%(race)s teams have no position called %(position)s.")
            % {"race": _(race.name), "position": repr(position)},
            field="position",
        )
    roster = active_players(team)
    taken = {p.number for p in roster}
    if number is None:
        number = next_free_number(taken)
    elif number in taken:
        raise DomainError(_("Number %(number)s is already worn on this team.") % {"number": number}, field="number")
    violations = validate_roster_change(
        team_as_draft(team, roster, [DraftPlayer(found.name, number=number, name=name)]), team.rules()
    )
    if violations:
        raise DomainError(word(violations[0]), field="position", violations=violations, word=word)
    if team.treasury < found.cost:
        raise DomainError(
            _("The treasury holds %(treasury)s; a %(position)s costs %(cost)s.")
            % {"treasury": gp(team.treasury), "position": found.name, "cost": gp(found.cost)},
            field="position",
        )
    player = new_player(team, race, DraftPlayer(found.name, number=number, name=name.strip()), number)
    player.save()
    team.treasury -= found.cost
    recompute_values(team, [*roster, player])
    save_with_values(team, "treasury")
    history_record(
        team=team,
        kind=TeamEvent.Kind.HIRED,
        wording=[
            kept("hired", number=number, player=player.name or found.name, position=found.name, cost=found.cost)
        ],
        actor=actor,
        changes={"player": player.pk, "cost": found.cost},
        treasury_delta=-found.cost,
    )
    return player


@datagen.scoped
@transaction.atomic
def team_fire_player(*, team: Team, actor, version: int | None, player_id: int) -> Player:
    """Fire a player: they leave the roster and no money comes back (2020 rulebook, Hiring and Firing); not in
    a ruleset without firing (Spike! Journal 22: 2025 Sevens teams cannot fire or retire players)."""
    team = lock(team, version)
    if not team.rules().firing_allowed:
        raise DomainError(_("%(ruleset)s teams cannot fire players.") % {"ruleset": team.rules().name}, field="player")
    player = team.players.filter(pk=player_id, status__in=Player.ACTIVE).first()
    if player is None:
        raise DomainError(_("That player is not on this team's roster."), field="player")
    player.status = Player.Status.FIRED
    player.save(update_fields=["status"])
    recompute_values(team)
    save_with_values(team)
    history_record(
        team=team,
        kind=TeamEvent.Kind.FIRED,
        wording=[
            kept("fired", number=player.number, player=player.name or player.position, position=player.position)
        ],
        actor=actor,
        changes={"player": player.pk, "status": ["available", "fired"]},
    )
    return player


@datagen.scoped
@transaction.atomic
def team_buy_staff(*, team: Team, actor, version: int | None, kind: str) -> Team:
    """Buy one assistant coach, cheerleader or apothecary from the treasury (seed 000, Hiring Sideline Staff;
    the rule is ``rules.staff``)."""
    team = lock(team, version)
    rules, race = team.rules(), team.race_rules
    have = int(getattr(team, kind, 0) or 0) if kind in StaffKind.values() else 0
    refusal = staff_purchase_refusal(rules, race, kind, have=have, treasury=team.treasury)
    if refusal is not None:
        raise DomainError(word(refusal), field=refusal.field, violations=[refusal], word=word)
    option = staff_option(rules, kind, race)
    setattr(team, kind, True if kind == StaffKind.APOTHECARY else have + 1)
    team.treasury -= option.price
    recompute_values(team)
    save_with_values(team, kind, "treasury")
    history_record(
        team=team,
        kind=TeamEvent.Kind.STAFF,
        wording=[kept(*staff_hired(option))],
        actor=actor,
        changes={kind: [have, int(getattr(team, kind))]},
        treasury_delta=-option.price,
    )
    return team


@datagen.scoped
@transaction.atomic
def team_buy_reroll(*, team: Team, actor, version: int | None) -> Team:
    """Buy one team re-roll from the treasury during the league (Spike! Journal 22, Purchasing Team Re-rolls:
    100,000, within the 0-6; never under seed 000, whose re-rolls are bought at the draft only: the rule is
    ``rules.staff.reroll_purchase_refusal``). Its coach or a commissioner of its league; the Team Value counts the
    re-roll at the roster price (``rules.teamvalue.team_value``)."""
    team = lock(team, version)
    if not can_edit_team(actor, team):
        raise DomainError(
            _("Only the team's coach or a commissioner of its league may buy a re-roll."), field="rerolls"
        )
    rules, race = team.rules(), team.race_rules
    refusal = reroll_purchase_refusal(rules, race, have=team.rerolls, treasury=team.treasury)
    if refusal is not None:
        raise DomainError(word(refusal), field=refusal.field, violations=[refusal], word=word)
    price = rules.reroll_price(race)
    before = team.rerolls
    team.rerolls = before + 1
    team.treasury -= price
    recompute_values(team)
    save_with_values(team, "rerolls", "treasury")
    history_record(
        team=team,
        kind=TeamEvent.Kind.STAFF,
        wording=[kept(*reroll_bought(price, team.rerolls))],
        actor=actor,
        changes={"rerolls": [before, team.rerolls], "cost": price},
        treasury_delta=-price,
    )
    return team
