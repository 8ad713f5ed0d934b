"""The 2025 cap's violation names what it counts (Spike! Journal 22, Player Positions: the Lineman keyword)."""

from rules.draft import Draft, DraftPlayer, validate_draft
from rules.rulesets import sevens, sevens_2025


def human(*groups):
    out = [DraftPlayer(position) for position, count in groups for _ in range(count)]
    out[-1] = DraftPlayer(out[-1].position, veteran=True)  # a Human Lineman last
    return Draft("Human", tuple(out))


def test_the_journal_s_catcher_example_is_refused_naming_the_lineman_keyword():
    """'A Human team hires 2 Blitzers, 1 Ogre and 1 Thrower': a Catcher is a fifth player without the keyword."""
    draft = human(("Human Blitzer", 2), ("Ogre", 1), ("Human Thrower", 1), ("Human Catcher", 1), ("Human Lineman", 2))
    (error,) = validate_draft(draft, sevens_2025()).errors
    assert (error.code, error.variant, error.params) == (
        "too_many_specialists", "without_lineman_keyword", {"most": 4, "count": 5}
    )


def test_the_2020_message_still_names_non_linemen():
    draft = Draft(
        "Human", tuple(DraftPlayer(p) for p in ["Human Blitzer"] * 2 + ["Human Catcher"] * 3 + ["Human Lineman"] * 2)
    )
    found = {e.code: e for e in validate_draft(draft, sevens()).errors}["too_many_specialists"]
    assert (found.variant, found.params) == ("non_lineman", {"most": 4, "count": 5})
