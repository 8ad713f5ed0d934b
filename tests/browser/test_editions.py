"""A 2025 league in the browser (Spike! Journal 22): a coach drafts a Human team with three Halfling Hopefuls (the
Lineman keyword keeps them out of the cap) and four players without it, plays a game, and the 2025 Player
Advancement runs: he names the player, he and his opponent pick the candidates in turn, a D3 chooses."""

import copy
import re

import pytest
from playwright.sync_api import expect

from tests.browser.helpers import add, confirm_result, log_in, report_home_win
from tests.factories import UserFactory

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def no_overflow(page) -> None:
    overflow = page.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth")
    assert overflow <= 0


def keep_griff_from_the_draft(fixture, team_id: int) -> None:
    """The game's seed chosen so the Draft after advancement makes Griff no offer (its first D6 is not a 1): the
    test shows the skill on his roster line, which a poached and unpaid Griff would not have."""
    from matches.models import Match
    from matches.services.common import step_dice
    from rules.postgame import PostGameStep as Step

    match = Match.objects.get(fixture=fixture)
    for seed in range(1, 500):
        match.seed = seed
        if step_dice(match, team_id, Step.DRAFT_OFFERS).d6(why="probe") > 1:
            Match.objects.filter(pk=match.pk).update(seed=seed)
            return
    raise AssertionError("no seed found")


def test_a_2025_human_team_from_the_draft_to_the_2025_advancement(live_server, page, shot):
    from league import services
    from league.models import Membership
    from teams.models import Team
    from teams.services import team_import_roster
    from tests.factories import HUMANS_2025, make_league

    commish = UserFactory(username="commish")
    lars = UserFactory(username="lars")
    rival = UserFactory(username="rival")
    league = make_league(commissioner=commish, name="New Era Sevens", slug="new-era", edition="2025")
    for user in (lars, rival):
        Membership.objects.create(league=league, user=user)
    data = copy.deepcopy(HUMANS_2025)
    data["name"] = "Nuln Reserves"
    team_import_roster(coach=rival, data=data, league=league)
    page.set_viewport_size({"width": 375, "height": 800})

    # Lars drafts: three Halfling Hopefuls are Linemen by keyword; a fifth player without it is not offered.
    log_in(page, live_server, "lars")
    page.goto(f"{live_server.url}/teams/new/?league={league.slug}")
    expect(page.locator("main")).to_contain_text("players without the Lineman keyword")
    page.locator("#id_race").select_option("Human")
    page.get_by_role("button", name="Start drafting").click()
    expect(page.get_by_role("heading", name="Draft a Human team")).to_be_visible()
    page.locator("#id_name").fill("Altdorf Hopefuls")
    add(page, "Human Blitzer", 2)
    add(page, "Human Catcher")
    add(page, "Human Thrower")
    add(page, "Halfling Hopeful", 3)
    page.locator("input[name=player_name]").first.fill("Griff")
    page.get_by_label("Player 5 is the Veteran (-1 MA)").check()
    page.get_by_label("Player 5 is the Veteran (-1 MA)").dispatch_event("change")
    expect(page.locator("#summary")).to_contain_text("The team is legal.")
    ogre = page.get_by_role("button", name="Add Ogre", exact=True)
    expect(ogre).to_be_disabled()  # a fifth player without the keyword cannot be added: the button says why
    expect(ogre).to_have_accessible_description(
        "The team has its 4 players without the Lineman keyword, the most it may have."
    )
    shot("editions-2025-draft-cap")
    no_overflow(page)
    shot("editions-2025-draft-legal")
    page.get_by_role("button", name="Save team").click()
    expect(page.get_by_role("heading", name="Altdorf Hopefuls")).to_be_visible()

    for team in league.teams.all():
        services.league_decide_entry(league=league, team=team, approve=True, actor=commish)
    season = services.season_start(league=league)
    services.season_generate_fixtures(season=season, seed=1)
    fixture = season.fixtures.get()
    hopefuls = Team.objects.get(name="Altdorf Hopefuls")

    # Lars reports his touchdown and the score; the rival confirms and the post-game runs.
    report_home_win(page, live_server, fixture, scorer_label="#1 touchdowns", home="Altdorf Hopefuls",
                    away="Nuln Reserves", touchdowns=1)
    keep_griff_from_the_draft(fixture, hopefuls.pk)
    confirm_result(page, live_server, fixture, "rival")

    # Lars names Griff for a General skill and picks the first candidate.
    log_in(page, live_server, "lars")
    expect(page.locator("#todo")).to_contain_text("Altdorf Hopefuls: choose the Player Advancement")
    page.locator("#todo").get_by_role("link", name="Choose").first.click()
    expect(page.locator("main")).to_contain_text("your opponent one")
    expect(page.locator("main")).to_contain_text("If a professional team makes an offer")
    no_overflow(page)
    shot("editions-2025-advancement-choose")
    page.locator("#id_pick").select_option(label="Griff: General")
    page.get_by_role("button", name="Choose the player and pick the candidates").click()
    expect(page.get_by_role("heading", name="Griff (Human Blitzer): a General skill")).to_be_visible()
    page.locator("#id_skill").select_option("Frenzy")
    page.get_by_role("button", name="Add the candidate").click()
    expect(page.locator(".candidates")).to_contain_text("Frenzy")
    expect(page.locator("main")).to_contain_text("Waiting for Nuln Reserves to pick the next candidate")
    no_overflow(page)
    shot("editions-2025-advancement-waiting")

    # The rival finds his pick on his to-do list.
    log_in(page, live_server, "rival")
    expect(page.locator("#todo")).to_contain_text("pick one of the candidate General skills for Griff")
    page.locator("#todo").get_by_role("link", name="Pick").click()
    expect(page.locator("label[for=id_skill]")).to_contain_text("Nuln Reserves' pick")
    page.locator("#id_skill").select_option("Kick")
    no_overflow(page)
    shot("editions-2025-advancement-opponent")
    page.get_by_role("button", name="Add the candidate").click()
    expect(page.locator(".message")).to_contain_text("Kick is a candidate")

    # Lars picks the third; the D3 chooses and the team page shows the skill.
    log_in(page, live_server, "lars")
    page.locator("#todo").get_by_role("link", name="Choose").first.click()
    page.locator("#id_skill").select_option("Wrestle")
    page.get_by_role("button", name="Add the candidate").click()
    expect(page.locator(".message")).to_contain_text("the D3 is rolled")
    post_game = page.locator("main")
    expect(post_game).to_contain_text(
        re.compile(r"Griff gains (Frenzy|Kick|Wrestle) \(Primary, General: D3 among Frenzy, Kick, Wrestle\)")
    )
    no_overflow(page)
    shot("editions-2025-post-game-phone")
    page.set_viewport_size({"width": 1280, "height": 900})
    shot("editions-2025-post-game-desktop")

    page.goto(live_server.url + hopefuls.get_absolute_url())
    row = page.locator("table.roster tr", has_text="Griff")
    expect(row.locator(".badge.primary")).to_have_text("P")
    shot("editions-2025-team-desktop")
    page.set_viewport_size({"width": 375, "height": 800})
    no_overflow(page)
    shot("editions-2025-team-phone")


@pytest.mark.parametrize("width", [375, 1280])
def test_a_2025_team_is_redrafted_between_seasons(live_server, page, shot, width):
    from league import services
    from teams.models import Team
    from teams.services import team_import_roster
    from tests.factories import HUMANS_2025, make_league

    commish = UserFactory(username="commish")
    lars = UserFactory(username="lars")
    rival = UserFactory(username="rival")
    league = make_league(commissioner=commish, name="New Era Sevens", slug="new-era", edition="2025")
    for coach, name in ((lars, "Altdorf Hopefuls"), (rival, "Nuln Reserves")):
        data = copy.deepcopy(HUMANS_2025)
        data["name"] = name
        team = team_import_roster(coach=coach, data=data, league=league)
        services.league_decide_entry(league=league, team=team, approve=True, actor=commish)
    services.season_start(league=league)
    Team.objects.filter(coach=lars).update(treasury=120_000)
    services.season_finish_and_start_next(league=league, actor=commish, cancel_unplayed=True)
    page.set_viewport_size({"width": width, "height": 900})

    log_in(page, live_server, "lars")
    expect(page.locator("#todo")).to_contain_text("Altdorf Hopefuls: re-draft the team for Season 2")
    page.locator("#todo").get_by_role("link", name="Re-draft").click()
    expect(page.locator("[data-budget]")).to_have_text("720,000")  # 600,000 + 120,000, no wins
    page.get_by_label("Team re-rolls").fill("9")
    page.get_by_role("button", name="Confirm the re-draft").click()
    expect(page.locator(".form-errors")).to_be_visible()
    no_overflow(page)
    shot(f"editions-2025-redraft-refused-{width}")
    page.get_by_label("Team re-rolls").fill("1")
    page.get_by_role("checkbox", name=re.compile("Old Hans")).uncheck()  # the Veteran goes: a Lineman is named
    page.get_by_label(re.compile("^Veteran, if the old one is not re-hired")).select_option(index=1)
    no_overflow(page)
    shot(f"editions-2025-redraft-{width}")
    page.get_by_role("button", name="Confirm the re-draft").click()
    expect(page.locator(".message")).to_contain_text("Altdorf Hopefuls is re-drafted for Season 2")
    expect(page.locator("table.roster")).not_to_contain_text("Old Hans")
    no_overflow(page)
    shot(f"editions-2025-redrafted-team-{width}")


def test_a_2025_team_sheet_prints_its_keywords_and_veteran(live_server, page, shot):
    from teams.services import team_import_roster
    from tests.factories import HUMANS_2025

    lars = UserFactory(username="lars")
    team = team_import_roster(coach=lars, data=copy.deepcopy(HUMANS_2025))
    log_in(page, live_server, "lars")
    page.goto(live_server.url + f"/teams/{team.pk}/sheet/")
    page.emulate_media(media="print")
    expect(page.locator("article.sheet")).to_contain_text("Halfling, Lineman")
    expect(page.locator("article.sheet")).to_contain_text("Veteran")
    shot("editions-2025-team-sheet-print")
