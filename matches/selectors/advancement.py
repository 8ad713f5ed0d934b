"""Reads for Player Advancement (seed 000; Spike! Journal 22 in the 2025 Sevens): the candidates as advancement
sees them, the Journeymen a team may keep, the players who roll for a Draft offer, the candidates being picked, and
the choices waiting for a user (as the team's coach or a commissioner, or as the opponent's coach for a pick)."""

from __future__ import annotations

from django.db.models import Exists, F, OuterRef, Q, Subquery, Value
from django.db.models.functions import Coalesce
from django.utils.translation import gettext as _

from core.queries import by_id_first
from core.wording import gp, word
from league.models import League
from rules import advancement, advancement_2025, postgame
from rules.draft import Draft, DraftPlayer, journeymen_keep_refusals
from rules.postgame import PostGameStep as Step
from teams.models import Player, Team

from ..models import AdvancementChoice, Match, PlayerReport, PostGameStep
from .postgame import missed_this_game


def advancement_candidates(
    match: Match,
    team: Team,
    *,
    roster: list[Player] | None = None,
    reports: dict | None = None,
    missed: set[int] | None = None,
) -> list[advancement.Candidate]:
    """The team's players as advancement sees them. Without a player-by-player report (a result entered as a
    score only), every player who was not missing the game counts as having played, and nobody died.
    ``missed``: the players who missed this game (``missed_this_game``), looked up when not given."""
    race = team.race_rules
    if reports is None:
        reports = {r.player_id: r for r in match.player_reports.filter(team=team)}
    if roster is None:
        roster = list(team.players.filter(status__in=Player.ACTIVE, journeyman=False).order_by("number", "pk"))
    if missed is None and not reports:
        missed = missed_this_game(match, team)
    candidates = []
    for p in roster:
        position = race.position(p.position)
        report = reports.get(p.pk)
        if position is None or p.journeyman or p.status not in Player.ACTIVE:
            continue
        candidates.append(
            advancement.Candidate(
                key=p.pk,
                name=p.name or f"#{p.number} {p.position}",
                position=position,
                skills=(*position.skills, *p.gained_skill_names),
                gained=len(p.advancements),
                played=report.played if report else (not reports and _played_without_report(p, missed)),
                died=bool(report and report.lasting_injury == PlayerReport.Injury.DEAD),
                casualty=bool(report and report.lasting_injury),
            )
        )
    return candidates


def _played_without_report(player: Player, missed: set[int] | None) -> bool:
    if missed is None:
        return player.status == Player.Status.AVAILABLE
    return player.pk not in missed


def keep_refusals(team: Team, roster: list[Player], journeymen: list[Player]) -> list:
    """Seed 000, Number of Players and Player Positions (``rules.draft.journeymen_keep_refusals``): for each
    Journeyman in the coach's order, None when he may be kept, else the violation saying why not."""
    permanent = tuple(
        DraftPlayer(p.position, name=p.name) for p in roster if p.status in Player.ACTIVE and not p.journeyman
    )
    return journeymen_keep_refusals(
        Draft(race=team.race, players=permanent),
        team.rules(),
        [DraftPlayer(p.position, name=p.name or f"#{p.number}") for p in journeymen],
    )


def journeymen_to_keep(team: Team) -> list[dict]:
    """The advancement page's Journeymen: each with his fee (2020 rulebook FAQ: his Current Value) and why he
    cannot be kept, if he cannot (each considered on his own; ticked ones are kept in order while they fit)."""
    roster = list(team.players.filter(status__in=Player.ACTIVE).order_by("number", "pk"))
    race = team.race_rules
    rows = []
    for j in (p for p in roster if p.journeyman):
        (refusal,) = keep_refusals(team, roster, [j])
        fee = postgame.journeyman_fee(race, j.position, j.value)
        if refusal is None and not postgame.can_keep_journeyman(fee=fee, treasury=team.treasury):
            why = _("the treasury (%(treasury)s) cannot pay his fee.") % {"treasury": gp(team.treasury)}
        else:
            why = word(refusal) if refusal else ""
        rows.append({"player": j, "fee": fee, "refusal": why})
    return rows


def waiting_advancements(*, user) -> list[PostGameStep]:
    """Advancement steps waiting for this user: as the team's coach, or as a commissioner of its league. A choice
    waiting for the opponent's candidate pick (Spike! Journal 22) is the team's coach's no longer, only the
    commissioners' (``waiting_candidate_picks`` gives it to the opponent). Found by id first
    (``core.queries.by_id_first``)."""
    waiting_for = AdvancementChoice.objects.filter(match=OuterRef("match"), team=OuterRef("team")).values(
        "waiting_for"
    )[:1]
    runs = League.commissioners.through.objects.filter(league=OuterRef("team__league"), user=user.pk)
    found = (
        PostGameStep.objects.filter(step=Step.ADVANCEMENT, status=PostGameStep.Status.WAITING)
        .filter(Q(team__coach=user) | Q(team__league__commissioners=user))
        .annotate(waiting_for=Coalesce(Subquery(waiting_for), Value("")), runs=Exists(runs))
        .exclude(Q(waiting_for=advancement_2025.OPPONENT) & Q(runs=False))
    )
    related = ("team", "match__fixture__home", "match__fixture__away")
    return by_id_first(found, related=related, order=("match__fixture__round", "pk"), carry="waiting_for")


def candidate_picking(ruleset, fixture, team: Team, choice: AdvancementChoice, chosen, *, may_pick: bool) -> dict:
    """Spike! Journal 22, Player Advancement, as the page shows it: the chosen player and category, a line per
    candidate (picked, or whose pick it is), the skills still open to pick, and whether this user picks now."""
    other = fixture.opponent_of(team.pk)
    side_name = {advancement_2025.COACH: team.name, advancement_2025.OPPONENT: other.name}
    needed = (
        advancement_2025.candidates_needed(ruleset, chosen, choice.category)
        if choice.waiting_for
        else len(choice.candidates)
    )
    slots = []
    for number, by in enumerate(ruleset.primary_pickers[:needed], start=1):
        pick = choice.candidates[number - 1] if number <= len(choice.candidates) else None
        slots.append({"number": number, "by": side_name[by], "skill": pick["skill"] if pick else ""})
    picks = [c["skill"] for c in choice.candidates]
    return {
        "player": chosen,
        "category": choice.category,
        "slots": slots,
        "open": advancement_2025.open_candidates(ruleset, chosen, choice.category, picks),
        "waiting_for": side_name.get(choice.waiting_for, ""),
        "my_turn": may_pick,
    }


def draft_offer_candidates(team: Team) -> list[Player]:
    """Spike! Journal 22, Drafted Players: the players who will roll for an offer after this game's advancement (those
    with gained skills; a player who gains his first skill now rolls too)."""
    players = team.players.filter(status__in=Player.ACTIVE, journeyman=False).order_by("number", "pk")
    return [p for p in players if p.gained_skills]


def waiting_candidate_picks(*, user) -> list[AdvancementChoice]:
    """Spike! Journal 22, Player Advancement: the advancement choices of other teams waiting for this user's
    candidate pick, as the coach of the opposing team. Found by id first (``core.queries.by_id_first``)."""
    found = AdvancementChoice.objects.filter(
        waiting_for=advancement_2025.OPPONENT,
        match__steps__step=Step.ADVANCEMENT,
        match__steps__status=PostGameStep.Status.WAITING,
        match__steps__team=F("team"),
    ).filter(
        Q(match__fixture__home__coach=user, match__fixture__away=F("team"))
        | Q(match__fixture__away__coach=user, match__fixture__home=F("team"))
    )
    related = ("team", "player", "match__fixture__home", "match__fixture__away")
    return by_id_first(found, related=related, order=("match__fixture__round", "pk"))


def advancement_choice(*, match: Match, team: Team) -> AdvancementChoice | None:
    """The team's Player Advancement choice for this game so far, if the coach has made one."""
    return AdvancementChoice.objects.filter(match=match, team=team).first()


def advancement_form_players(*, team: Team) -> tuple[list[Player], list[Player]]:
    """The players the choice form names: the team's Journeymen (to keep or not), and the players who will roll
    for a Draft offer (to let go instead) when the ruleset has the Draft after advancement."""
    journeymen = list(team.players.filter(journeyman=True, status__in=Player.ACTIVE))
    skilled = draft_offer_candidates(team) if team.rules().draft_keep_increase is not None else []
    return journeymen, skilled


def advancement_page(
    *, step: PostGameStep, choice: AdvancementChoice | None, may_pick: bool, skilled: list[Player] | None = None
) -> dict:
    """What the Player Advancement page shows: the players eligible for a Primary skill with their categories, the
    player the dice drew for a Secondary skill (and the two skills rolled, for the coach to keep one), the
    Journeymen to keep, the players who may be let go before the Draft (``skilled``, read when not given) and the
    candidates being picked (Spike! Journal 22)."""
    match, team = step.match, step.team
    ruleset = team.rules()
    if skilled is None:
        skilled = draft_offer_candidates(team) if ruleset.draft_keep_increase is not None else []
    candidates = advancement_candidates(match, team)
    chosen = next((c for c in candidates if choice and c.key == choice.player_id), None)
    secondary = choice is not None and choice.kind == advancement.SECONDARY
    page = {
        "match": match,
        "team": team,
        "fixture": match.fixture,
        "ruleset": ruleset,
        "players": [
            (c, [(cat, cat) for cat in c.categories(advancement.PRIMARY)])
            for c in advancement_2025.eligible_for(ruleset, candidates)
        ],
        "choice": choice,
        "drawn": chosen if secondary else None,
        # 2025 rulebook, New Skills: the two Secondary skills rolled, for the coach to keep one
        "rolled": [c["skill"] for c in choice.candidates] if secondary else [],
        "journeymen": journeymen_to_keep(team),
        "skilled": skilled,
    }
    if chosen is not None and choice.kind == advancement.PRIMARY and (choice.waiting_for or choice.candidates):
        page["picking"] = candidate_picking(ruleset, match.fixture, team, choice, chosen, may_pick=may_pick)
    return page
