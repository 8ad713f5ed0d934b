"""Reads around a game: the pre-game sides, the post-game sequence, what waits for a user, and the fixture page's
match-day context (registered with league's fixture page in ``MatchesConfig.ready()``)."""

from __future__ import annotations

from django.db.models import Count, Exists, F, OuterRef, Q, Subquery, Value
from django.db.models.functions import Coalesce
from django.urls import reverse

from league.models import Fixture, League
from league.permissions import is_commissioner, plays_in
from rules import advancement, advancement_2025, matchday, postgame
from rules import report as report_rules
from rules.draft import Draft, DraftPlayer, journeymen_keep_refusals
from rules.postgame import PostGameStep as Step
from teams.models import Player, Team, TeamEvent
from teams.permissions import can_edit_team
from teams.queries import by_id_first

from ..models import AdvancementChoice, InducementPurchase, Match, MatchRoll, PlayerReport, PostGameStep


def match_of(fixture) -> Match | None:
    """The fixture's match, or None before anything was written for it (reading never creates one); read once per
    request for the fixture (with how many times its result was voided)."""
    cached = getattr(fixture, "_match_of", False)
    if cached is not False:
        return cached
    match = (
        Match.objects.filter(fixture=fixture)
        .annotate(
            void_count=Count("voids", distinct=True),
            home_reports=Count(
                "player_reports", filter=Q(player_reports__team_id=F("fixture__home_id")), distinct=True
            ),
            away_reports=Count(
                "player_reports", filter=Q(player_reports__team_id=F("fixture__away_id")), distinct=True
            ),
        )
        .first()
    )
    fixture._match_of = match
    return match


def _post_game_events(match: Match) -> list[TeamEvent]:
    return list(
        TeamEvent.objects.filter(kind=TeamEvent.Kind.POST_GAME, changes__match=match.pk)
        .select_related("team")
        .order_by("created_at", "pk")
    )


def voids_for_fixture(*, fixture) -> list:
    """The fixture's voided results, oldest first: who voided, why, when, the score, the rolls it had made and the
    post-game events of the run it voided (``void.events``: written after the void before it, up to this one)."""
    match = match_of(fixture)
    if match is None or not match.void_count:
        return []
    voids, events, since = list(match.voids.all()), _post_game_events(match), None
    for void in voids:
        void.events = [e for e in events if (since is None or e.created_at > since) and e.created_at <= void.voided_at]
        since = void.voided_at
    return voids


def missed_this_game(match: Match, team: Team) -> set[int] | None:
    """The players who missed this game (they were back once the Seriously Hurt step ran at confirmation), or None
    before that step is done (then the players still marked as missing the next game are the ones)."""
    done = PostGameStep.objects.filter(match=match, team=team, step=Step.MISSED_GAMES, status=PostGameStep.Status.DONE)
    step = done.order_by("pk").first()  # one row at most; by pk, not the steps' ordering through the team's name
    return set(step.changes.get("cleared", [])) if step else None


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
            why = f"the treasury ({team.treasury:,}) cannot pay his fee."
        else:
            why = refusal.message if refusal else ""
        rows.append({"player": j, "fee": fee, "refusal": why})
    return rows


def game_ctvs(fixture) -> dict[int, int]:
    """Each team's Current Team Value for this game: the stored CTV plus what its Journeymen add (rules.matchday:
    the Lineman's hiring fee each, nothing on a Low Cost Linemen team)."""
    teams = (fixture.home, fixture.away)
    journeymen: dict[int, list[int]] = {t.pk: [] for t in teams}
    added = {t.pk: matchday.journeyman_ctv(t.race_rules) for t in teams}
    for team_id in Player.objects.filter(
        team__in=[t.pk for t in teams], journeyman=True, status=Player.Status.AVAILABLE
    ).values_list("team_id", flat=True):
        journeymen[team_id].append(added[team_id])
    return {t.pk: matchday.game_ctv(t.current_team_value, journeymen[t.pk]) for t in teams}


def waiting_post_game(team: Team, *, exclude_match: Match | None = None) -> PostGameStep | None:
    """The team's earlier post-game still waiting for its Player Advancement choice, if any (issue 11, rule 4:
    it blocks the team's next pre-game until the choice is made)."""
    steps = PostGameStep.objects.filter(team=team, step=Step.ADVANCEMENT, status=PostGameStep.Status.WAITING)
    if exclude_match is not None:
        steps = steps.exclude(match=exclude_match)
    return steps.select_related("match__fixture__home", "match__fixture__away").first()


def mercenary_counts(players, race) -> dict[str, int]:
    """How many of each position (its roster name) the players available for the game hold."""
    counts: dict[str, int] = {}
    for p in players:
        position = race.position(p.position)
        if position is not None:
            counts[position.name] = counts.get(position.name, 0) + 1
    return counts


def inducements_waiting_for(fixture, team: Team, purchases: dict[int, InducementPurchase], ctvs: dict[int, int]):
    """The team that must buy before ``team`` (2020 rulebook: the favourite first), or None."""
    if not team.rules().inducements_from_treasury:
        return None  # the favourite can buy nothing (petty cash only), so nobody waits for it
    other = fixture.opponent_of(team.pk)
    side = matchday.favourite(ctvs[fixture.home_id], ctvs[fixture.away_id])
    first = {"home": fixture.home, "away": fixture.away}.get(side)
    if first is not None and first.pk == other.pk and other.pk not in purchases:
        return other
    return None


def waiting_advancements(*, user) -> list[PostGameStep]:
    """Advancement steps waiting for this user: as the team's coach, or as a commissioner of its league. A choice
    waiting for the opponent's candidate pick (Spike! Journal 22) is the team's coach's no longer, only the
    commissioners' (``waiting_candidate_picks`` gives it to the opponent). Found by id first
    (``teams.queries.by_id_first``)."""
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


def post_game_for_fixture(*, fixture, user=None) -> dict | None:
    """The post-game sequence of a fixture: its steps per team (and whether ``user`` may act on each), the events
    it wrote and every roll it made."""
    match = match_of(fixture)
    if match is None or match.sequence == Match.Sequence.NONE:
        return None
    steps = list(match.steps.select_related("team__league").order_by("team__name", "step"))
    waiting_for = dict(
        AdvancementChoice.objects.filter(match=match).exclude(waiting_for="").values_list("team_id", "waiting_for")
    )
    for step in steps:
        step.waits_for_choice = step.step == Step.ADVANCEMENT and step.status == PostGameStep.Status.WAITING
        step.waits_for = waiting_for.get(step.team_id, "coach") if step.waits_for_choice else ""
        side = step.team if step.waits_for != advancement_2025.OPPONENT else fixture.opponent_of(step.team_id)
        step.can_choose = user is not None and can_edit_team(user, side)
    voids = match.voids.order_by("-voided_at") if match.void_count else None
    voided_at = voids.values_list("voided_at", flat=True).first() if voids is not None else None
    events = [e for e in _post_game_events(match) if voided_at is None or e.created_at > voided_at]  # this run only
    rolls = list(MatchRoll.objects.filter(match=match).select_related("team"))
    return {"match": match, "steps": steps, "events": events, "rolls": rolls}


def pregame_for_fixture(*, fixture, user, posted: dict | None = None) -> list[dict]:
    """Each side of a game before kick-off: who can play, who misses it, the Journeymen it needs, its CTV for the
    game, the inducements it bought or may buy (with its budget), and whether ``user`` may act for it.
    ``posted`` maps a team id to the numbers its refused form asked for, shown again."""
    teams = (fixture.home, fixture.away)
    league = fixture.season.league
    for team in teams:  # the rulesets come from the fixture's league, already loaded
        if team.league_id == league.pk:
            team.league = league
    purchases = {p.team_id: p for p in InducementPurchase.objects.filter(match__fixture=fixture)}
    ctvs = game_ctvs(fixture)
    match = match_of(fixture)
    fan_factors = {
        fixture.home_id: match.home_fan_factor if match else None,
        fixture.away_id: match.away_fan_factor if match else None,
    }
    waiting = {
        step.team_id: step
        for step in PostGameStep.objects.filter(
            team__in=[t.pk for t in teams], step=Step.ADVANCEMENT, status=PostGameStep.Status.WAITING
        )
        .exclude(match__fixture=fixture)
        .select_related("match__fixture")
    }
    players = list(
        Player.objects.filter(team__in=[t.pk for t in teams], status__in=Player.ACTIVE).order_by("number", "pk")
    )
    open_ = fixture.status == Fixture.Status.SCHEDULED
    sides = []
    for team in teams:
        other = fixture.opponent_of(team.pk)
        rules, race = team.rules(), team.race_rules
        roster = [p for p in players if p.team_id == team.pk]
        available = [p for p in roster if p.status == Player.Status.AVAILABLE]
        other_purchase = purchases.get(other.pk)
        budget = matchday.inducement_budget(
            own_ctv=ctvs[team.pk],
            other_ctv=ctvs[other.pk],
            treasury=team.treasury,
            ruleset=rules,
            other_treasury_spent=other_purchase.treasury_spent if other_purchase else 0,
        )
        purchase = purchases.get(team.pk)
        sides.append(
            {
                "team": team,
                "available": available,
                "missing": [p for p in roster if p.status == Player.Status.MISSES_NEXT_GAME],
                "journeymen_needed": matchday.journeymen_needed(len(available)) if open_ else 0,
                "ctv": ctvs[team.pk],
                "budget": budget,
                "purchase": purchase,
                "bought": purchase.bought(rules) if purchase else [],
                "waiting_for": None if purchase else inducements_waiting_for(fixture, team, purchases, ctvs),
                "catalogue": [
                    (item, item.price_for(race, team.special_rules), (posted or {}).get(team.pk, {}).get(item.key))
                    for item in rules.inducements_for(race, team.special_rules)
                    if item.price is not None
                ],
                "may_act": open_ and can_edit_team(user, team) and team.pk not in waiting,
                "may_edit": can_edit_team(user, team),
                "fan_factor": fan_factors[team.pk],
                "post_game_waits": waiting.get(team.pk),
                "mercenaries_allowed": any(item.price is None for item in rules.inducements),
                "mercenary_positions": [
                    (pos, matchday.mercenary_cost(pos, extra_skill=False)) for pos in race.positions
                ],
            }
        )
    prayers = prayers_for(fixture, purchases, ctvs)
    for side in sides:
        side["prayers"] = prayers
    return sides


def prayers_for(fixture, purchases: dict[int, InducementPurchase], ctvs: dict[int, int]) -> dict | None:
    """2020 rulebook, pre-game step 5 (Prayers to Nuffle): once both teams have bought their inducements, the
    underdog by the CTVs after inducements (what each spent added) and how many Prayers it rolls."""
    if fixture.home_id not in purchases or fixture.away_id not in purchases:
        return None
    after = {team_id: ctv + purchases[team_id].total for team_id, ctv in ctvs.items()}
    prayers = matchday.prayers_to_nuffle(after[fixture.home_id], after[fixture.away_id])
    team = {"home": fixture.home, "away": fixture.away}.get(prayers.side)
    return {"team": team, "count": prayers.count, "ctvs": after}


def player_reports(*, fixture, team) -> list[PlayerReport]:
    """A team's submitted player lines for a game, by shirt number (players who have since left included)."""
    return list(
        PlayerReport.objects.filter(match__fixture=fixture, team=team)
        .select_related("player")
        .order_by("player__number", "player_id")
    )


def patch_ups_for(*, fixture, team) -> int:
    """Seed 000 and the 2020 rulebook (rules.report.patch_ups_allowed): the team's own apothecary and each
    Wandering Apothecary it induced for the game."""
    purchase = InducementPurchase.objects.filter(match__fixture=fixture, team=team).first()
    wandering = purchase.wandering_apothecaries if purchase else 0
    return report_rules.patch_ups_allowed(has_apothecary=team.apothecary, wandering=wandering)


FIXTURE_PANEL = "matches/_post_game.html"


def fixture_page_context(*, request, fixture, context: dict) -> dict:
    """What the fixture page shows of the game (registered with league's fixture page): the post-game sequence,
    and for the coaches and commissioners the match-day card with the pre-game summary and report links."""
    user = request.user
    extra: dict = {
        "post_game": post_game_for_fixture(fixture=fixture, user=user),
        "voids": voids_for_fixture(fixture=fixture),
        "panels": [FIXTURE_PANEL],
    }
    if fixture.away_id is None or fixture.status == Fixture.Status.CANCELLED:
        return extra
    commissioner = is_commissioner(user, fixture.season.league)
    extra["match_day"] = commissioner or plays_in(user, fixture)
    if extra["match_day"] and fixture.status == Fixture.Status.SCHEDULED:
        extra["pregame"] = pregame_for_fixture(fixture=fixture, user=user)
    if extra["match_day"]:
        match = match_of(fixture)
        submitted = set()
        if match is not None:
            submitted = {
                team_id
                for team_id, count in ((fixture.home_id, match.home_reports), (fixture.away_id, match.away_reports))
                if count
            }
        open_ = fixture.status != Fixture.Status.CONFIRMED
        extra["report_links"] = [
            (team, reverse("matches:player_report", args=[fixture.pk, team.pk]))
            for team in (fixture.home, fixture.away)
            if (open_ and can_edit_team(user, team)) or team.pk in submitted
        ]
    return extra


def stalled_post_games(*, queued_before) -> list[int]:
    """The matches whose post-game sequence a worker should be running but is not (its message lost with a killed
    worker, say): running or waiting, queued last before ``queued_before`` (or never stamped), with a team that has
    a pending step and is not waiting for its coach (no waiting step, or the coach's choice is made)."""
    matches = Match.objects.filter(sequence__in=(Match.Sequence.RUNNING, Match.Sequence.WAITING)).filter(
        Q(queued_at__lt=queued_before) | Q(queued_at__isnull=True)
    )
    steps = PostGameStep.objects.filter(match__in=matches)
    pending = set(steps.filter(status=PostGameStep.Status.PENDING).values_list("match_id", "team_id").distinct())
    if not pending:
        return []
    ids = {match_id for match_id, _ in pending}
    waiting = set(
        PostGameStep.objects.filter(match_id__in=ids, status=PostGameStep.Status.WAITING).values_list(
            "match_id", "team_id"
        )
    )
    chosen = set(
        AdvancementChoice.objects.filter(match_id__in=ids).exclude(category="").values_list("match_id", "team_id")
    )
    return sorted({match_id for match_id, team_id in pending if (match_id, team_id) not in waiting - chosen})
