"""Issue #24's 2025 league rules in the rules core, each with its source's own words and numbers."""

from rules.advancement import Candidate, value_increase
from rules.advancement_2025 import keep_refusal_secondary, kept_secondary, secondary_rolls
from rules.draft import Draft, DraftPlayer
from rules.postgame import dedicated_fans_refusal
from rules.redraft import agent_fee, fans_cost, redraft_budget, redraft_cost, rehire_price, validate_redraft
from rules.rosters import race
from rules.rulesets import get_ruleset, sevens
from rules.staff import reroll_offer, reroll_purchase_refusal
from rules.teamvalue import team_value

S25 = get_ruleset("sevens", "2025")
HUMAN = race("Human", "2025")


def test_a_reroll_is_bought_later_in_the_league_at_100000():
    """Spike! Journal 22: "When drafting a Sevens team roster, or later during the course of a league, Coaches may
    purchase Team Re-rolls. Each Team Re-roll costs 100,000 gold pieces"."""
    assert reroll_purchase_refusal(S25, HUMAN, have=0, treasury=100_000) is None
    assert reroll_purchase_refusal(S25, HUMAN, have=0, treasury=95_000).code == "treasury_short"
    assert reroll_purchase_refusal(S25, HUMAN, have=6, treasury=500_000).code == "rerolls_limit"  # 0-6 tracker
    assert reroll_offer(S25, HUMAN, have=1, treasury=0).price == 100_000


def test_a_2020_sevens_reroll_is_never_bought_later():
    refusal = reroll_purchase_refusal(sevens(), race("Human"), have=0, treasury=1_000_000)
    assert refusal.code == "rerolls_draft_only"
    assert reroll_offer(sevens(), race("Human"), have=0, treasury=1_000_000) is None


def test_a_2025_reroll_counts_at_its_usual_value():
    """2025 rulebook: a re-roll bought during a league "will still count as its usual value"."""
    tv = team_value([], HUMAN, S25, rerolls=1, assistant_coaches=0, cheerleaders=0, apothecary=False)
    assert tv == HUMAN.reroll_cost != 100_000


def test_the_agents_fee_is_20000_per_previous_season():
    """2025 rulebook, Re-draft Team: "Skweek's Current Value is 145,000 ... he has played one previous Season. It
    will cost Jay 145,000 gold pieces plus 20,000 gold pieces ... for a total of 165,000"."""
    assert rehire_price(S25, 145_000, 1) == 165_000
    assert agent_fee(S25, 3) == 60_000
    assert agent_fee(sevens(), 3) == 0  # no re-draft rules in the 2020 Sevens


def test_dedicated_fans_start_again_at_one_in_a_redraft():
    """Spike! Journal 22: "a Dedicated Fans Characteristic of 1 ... improve ... by 1, at a cost of 20,000"."""
    assert fans_cost(S25, 1) == 0
    assert fans_cost(S25, 3) == 40_000
    cost = redraft_cost(
        S25,
        HUMAN,
        [165_000],
        rerolls=0,
        assistant_coaches=0,
        cheerleaders=0,
        apothecary=False,
        dedicated_fans=2,
        new_players=["Human Lineman"],
    )
    assert cost == 165_000 + 20_000 + HUMAN.position("Human Lineman").cost


def _players(n_linemen, veteran=True):
    return tuple(DraftPlayer("Human Lineman", number=i + 1, veteran=veteran and i == 0) for i in range(n_linemen))


def test_a_redraft_needs_seven_players_and_a_veteran():
    budget = redraft_budget(S25, treasury=0, wins=0)
    six = validate_redraft(Draft(race="Human", players=_players(6)), S25, budget, cost=0)
    assert "too_few_players" in {e.code for e in six.errors}
    seven = validate_redraft(Draft(race="Human", players=_players(7)), S25, budget, cost=0)
    assert seven.valid
    no_veteran = validate_redraft(Draft(race="Human", players=_players(7, veteran=False)), S25, budget, cost=0)
    assert "veteran_required" in {e.code for e in no_veteran.errors}
    fans = validate_redraft(Draft(race="Human", players=_players(7), dedicated_fans=6), S25, budget, cost=0)
    assert "dedicated_fans_limit" in {e.code for e in fans.errors}


def test_2025_dedicated_fans_are_never_more_than_five():
    """Spike! Journal 22: "can never be more than 5 or less than 1"."""
    assert dedicated_fans_refusal(7, ceiling=S25.dedicated_fans_ceiling).code == "dedicated_fans_limit"
    assert dedicated_fans_refusal(5, ceiling=S25.dedicated_fans_ceiling) is None


def test_the_2025_secondary_skill_is_rolled_twice_and_one_kept():
    """2025 rulebook, New Skills: "Do this twice, and then choose which of the two randomly rolled Skills"."""
    assert (secondary_rolls(S25), secondary_rolls(sevens())) == (2, 1)
    blitzer = HUMAN.position("Human Blitzer")
    candidate = Candidate(key=1, name="Blitzer", position=blitzer, skills=blitzer.skills, gained=0)
    category = blitzer.secondary[0]
    assert keep_refusal_secondary(["Dodge", "Sidestep"], "Leader").code == "skill_not_rolled"
    result = kept_secondary(S25, candidate, category, ["Dodge", "Sidestep"], "sidestep")
    assert (result.skill, result.kind, result.value_increase) == ("Sidestep", "secondary", 20_000)


def test_a_gained_elite_skill_adds_no_surcharge_in_sevens():
    """Spike! Journal 22, Value Increase: +20,000 first Secondary, +30,000 after; no Elite surcharge."""
    assert value_increase("secondary", 0) == 20_000
    assert value_increase("primary", 1) == 20_000
