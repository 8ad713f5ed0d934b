"""Event day in a real browser (issue 23): a 9-coach Swiss event with a Spare Player, from sign-up to the NAF
upload, the organiser at a 1280-pixel laptop and the coaches on 375-pixel phones; and a 12-coach group and knockout
event to its Best of the Rest. Every page is checked for sideways scrolling; screenshots under test-artifacts/."""

import datetime

import pytest
from playwright.sync_api import expect

from events import services
from events.models import Event, EventCoach, EventGame, ResultRecord
from tests.browser.helpers import log_in
from tests.factories import UserFactory, make_team

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]
PHONE, LAPTOP = {"width": 375, "height": 800}, {"width": 1280, "height": 900}
NAMES = ["jay", "rob", "dan", "ann", "nicolas", "louise", "gavin", "tom", "sue"]


WIDEST = """() => Array.from(document.querySelectorAll("body *")).filter(e => e.getBoundingClientRect().right
  > window.innerWidth + 1).slice(-3).map(e => e.tagName + "." + e.className + " " + (e.innerText || "").slice(0, 30))"""


def fits(page, width: int) -> None:
    assert page.evaluate("document.documentElement.scrollWidth") <= width, (page.url, page.evaluate(WIDEST))


def game_of(event, number: int, name: str) -> EventGame:
    games = EventGame.objects.filter(round__event=event, round__number=number).select_related("home", "away")
    return next(g for g in games if name in (g.home.name, g.away.name if g.away else ""))


def test_a_nine_coach_event_with_a_spare_player_from_sign_up_to_the_naf_upload(live_server, page, shot):
    organiser = UserFactory(username="organiser")
    users = {name: UserFactory(username=name) for name in [*NAMES, "spare"]}
    teams = {name: make_team(coach=user, name=f"{name.title()}'s Sevens") for name, user in users.items()}

    # The organiser creates the event at his laptop: a date, a venue, ten places, check-in and a Spare Player.
    page.set_viewport_size(LAPTOP)
    log_in(page, live_server, "organiser")
    page.goto(live_server.url + "/events/new/")
    page.get_by_label("Name").fill("Lyon Sevens Open")
    page.locator("#id_rounds_planned").fill("3")
    page.get_by_label("Date").fill("2026-12-05")
    page.get_by_label("Venue").fill("Le Dugout, Lyon")
    page.get_by_label("Places").fill("10")
    page.get_by_label("Check coaches in on the day").check()
    page.get_by_label("Spare player").check()
    page.get_by_role("button", name="Create the event").click()
    expect(page.get_by_role("heading", name="Lyon Sevens Open", level=1)).to_be_visible()
    event = Event.objects.get(name="Lyon Sevens Open")
    slug = event.slug

    # Jay signs up on his phone, buying Block for a Lineman with his Skill Points.
    page.set_viewport_size(PHONE)
    log_in(page, live_server, "jay")
    page.goto(f"{live_server.url}/events/")
    expect(page.locator("[data-event='lyon-sevens-open']")).to_contain_text("open to sign up")
    shot("event-day-list-375")
    page.goto(f"{live_server.url}/events/{slug}/")
    page.get_by_role("link", name="Register").click()
    expect(page.locator("#places")).to_contain_text("10 places left of 10")
    page.get_by_label("Lineman 1 (Human Lineman)").select_option("Block")
    expect(page.locator("#points-left")).to_have_text("7")  # Human, tier 2: 8 Skill Points, Block (Primary) 1
    page.get_by_label("NAF number").fill("12a4")
    page.get_by_role("button", name="Register").click()
    expect(page.locator("#id_naf_errors")).to_be_visible()  # a NAF number of the wrong shape, beside the field
    page.get_by_label("NAF number").fill("1234")
    page.get_by_label("Lineman 1 (Human Lineman)").select_option("Block")
    fits(page, 375)
    shot("event-day-register-375")
    page.get_by_role("button", name="Register").click()
    expect(page.locator(".message").first).to_contain_text("registered")
    jay = EventCoach.objects.get(event=event, name="jay")
    assert jay.roster["players"][0]["skills"] == ["Block"]
    for number, name in enumerate(NAMES[1:], start=2):  # the others sign up the same way, one offers to be Spare
        services.event_register(event=event, user=users[name], team=teams[name], naf=1000 + number)
    services.event_register(event=event, user=users["spare"], team=teams["spare"], spare_volunteer=True)

    # At the desk on the day: approve, take the fees, check in, name the Spare Player.
    page.set_viewport_size(LAPTOP)
    log_in(page, live_server, "organiser")
    page.goto(f"{live_server.url}/events/{slug}/coaches/")
    page.get_by_role("button", name="Approve jay", exact=True).click()
    page.get_by_role("button", name="Mark jay paid", exact=True).click()
    page.get_by_role("button", name="Check jay in", exact=True).click()
    expect(page.get_by_role("button", name="Check jay out", exact=True)).to_be_visible()
    for coach in EventCoach.objects.filter(event=event).exclude(name="jay"):
        services.event_approve(event=event, coach=coach, approve=True, actor=organiser)
        services.registration_mark(actor=organiser, coach=coach, paid=True, checked_in=coach.name != "spare")
    page.reload()
    expect(page.locator("#bye-warning")).to_contain_text("round 1 will give a Bye")  # nine in, no Spare named
    page.get_by_role("button", name="Check spare in", exact=True).click()
    page.get_by_role("button", name="Name spare Spare Player", exact=True).click()
    expect(page.locator(".message").first).to_contain_text("spare is the Spare Player")
    expect(page.locator("#bye-warning")).to_have_count(0)
    shot("event-day-desk-1280")
    page.set_viewport_size(PHONE)
    page.reload()
    fits(page, 375)
    shot("event-day-desk-375")

    # Round 1: nine coaches and the Spare Player, five games and no Bye.
    page.set_viewport_size(LAPTOP)
    page.goto(f"{live_server.url}/events/{slug}/")
    page.get_by_role("button", name="Draw round 1").click()
    expect(page.locator("section.round[data-round='1']")).to_be_visible()
    games = EventGame.objects.filter(round__event=event)
    assert games.count() == 5
    assert not games.filter(away__isnull=True).exists()
    expect(page.locator("section.round[data-round='1'] .pairing").first).to_contain_text("Table 1:")
    shot("event-day-round-1280")

    # Jay's game comes first on his phone; he enters the result.
    jays = game_of(event, 1, "jay")
    opponent = jays.away if jays.home.name == "jay" else jays.home
    page.set_viewport_size(PHONE)
    log_in(page, live_server, "jay")
    expect(page.locator("#todo")).to_contain_text(f"you play {opponent.name}")
    page.goto(f"{live_server.url}/events/{slug}/")
    card = page.locator("#my-game")
    expect(card).to_contain_text(f"Table {jays.table} against {opponent.name}")
    fits(page, 375)
    shot("event-day-my-game-375")
    card.get_by_role("link", name="Enter result").click()
    page.get_by_label(f"{jays.home.name}: touchdowns").fill("2")
    page.get_by_label(f"{jays.away.name}: touchdowns").fill("1")
    page.get_by_role("button", name="Save result").click()
    expect(page.locator(".message").first).to_contain_text("the other coach confirms it")

    # His opponent disputes it from his phone, with a reason; the organiser is told and settles it.
    log_in(page, live_server, opponent.name)
    expect(page.locator("#todo")).to_contain_text("confirm or dispute")
    page.goto(f"{live_server.url}/events/{slug}/")
    card = page.locator("#my-game")
    confirm = card.get_by_role("button", name="Confirm 2–1")
    expect(confirm).to_be_visible()
    box = confirm.bounding_box()
    assert box["height"] < 60  # the button reads on one line, not a letter a line
    fits(page, 375)
    shot("event-day-confirm-375")
    card.get_by_role("link", name="Dispute").click()
    page.get_by_role("button", name="Dispute the result").click()
    expect(page.locator("#id_reason_errors")).to_be_visible()  # a dispute needs a reason
    page.get_by_label("What is wrong with the result").fill("It was 1-1: the last touchdown was after the whistle.")
    page.get_by_role("button", name="Dispute the result").click()
    expect(page.locator(".message").first).to_contain_text("Result disputed")
    page.set_viewport_size(LAPTOP)
    log_in(page, live_server, "organiser")
    expect(page.locator("#todo")).to_contain_text("after the whistle")
    page.goto(f"{live_server.url}/events/{slug}/")
    disputes = page.locator("#disputes")
    expect(disputes).to_contain_text("after the whistle")
    shot("event-day-dispute-1280")
    disputes.get_by_role("link", name="Enter the result").click()
    page.get_by_label(f"{jays.home.name}: touchdowns").fill("1")
    page.get_by_label(f"{jays.away.name}: touchdowns").fill("1")
    page.get_by_role("button", name="Save result").click()
    expect(page.locator(".message").first).to_contain_text("Result saved")

    # The other results come in; the organiser corrects a typed 5-0 that was 0-5, with a reason.
    others = EventGame.objects.filter(round__event=event, round__number=1, status="scheduled").order_by("table")
    typo = others.first()
    for game in others:
        services.game_submit(game=game, actor=organiser, home_td=5 if game.pk == typo.pk else 1, away_td=0,
                             home_cas=0, away_cas=0)
    page.reload()
    page.locator(f"#game-{typo.pk}").get_by_role("link", name="Correct").click()
    page.get_by_label(f"{typo.home.name}: touchdowns").fill("0")
    page.get_by_label(f"{typo.away.name}: touchdowns").fill("5")
    page.get_by_role("button", name="Save the correction").click()
    expect(page.locator("#id_reason_errors")).to_be_visible()  # a correction needs a reason
    page.get_by_label(f"{typo.home.name}: touchdowns").fill("0")
    page.get_by_label(f"{typo.away.name}: touchdowns").fill("5")
    page.get_by_label("Why it is corrected").fill("The slip was filled in the wrong way round.")
    page.get_by_role("button", name="Save the correction").click()
    expect(page.locator(".message").first).to_contain_text("Result corrected")
    expect(page.locator(f"#game-{typo.pk}")).to_contain_text("5–0 became 0–5")
    assert ResultRecord.objects.filter(game=typo, kind="corrected").count() == 1
    shot("event-day-corrected-1280")

    # Round 2 is drawn from the corrected standings; the room's screen and the NAF upload are ready.
    page.get_by_role("button", name="Draw round 2").click()
    expect(page.locator("section.round[data-round='2']")).to_be_visible()
    page.goto(f"{live_server.url}/events/{slug}/screen/")
    expect(page.locator(".screen-pairings .pairing").first).to_contain_text("Table 1:")
    shot("event-day-screen-1280")
    EventCoach.objects.filter(event=event, name="sue").update(naf=None)
    page.goto(f"{live_server.url}/events/{slug}/naf/")
    expect(page.locator("body")).to_contain_text("sue")
    shot("event-day-naf-1280")
    page.set_viewport_size(PHONE)
    for path in ("", "screen/", "naf/", "coaches/"):
        page.goto(f"{live_server.url}/events/{slug}/{path}")
        fits(page, 375)
    shot("event-day-naf-375")


def test_a_twelve_coach_group_event_to_its_knockout_and_best_of_the_rest(live_server, page, shot):
    organiser = UserFactory(username="organiser")
    coach = UserFactory(username="kim")
    event = services.event_create(organiser=organiser, name="Group Cup", ruleset="sevens", structure="groups",
                                  knockout_size=8, starts_on=datetime.date(2026, 12, 12), venue="Bristol")
    names = ["Ann", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jay", "Kim", "Lou"]
    for name in names:
        EventCoach.objects.create(event=event, name=name, race="Orc", user=coach if name == "Kim" else None)
    page.set_viewport_size(LAPTOP)
    log_in(page, live_server, "organiser")
    for number in range(1, event.pack().rounds + 1):
        page.goto(f"{live_server.url}/events/{event.slug}/")
        page.get_by_role("button", name=f"Draw round {number}").click()
        expect(page.locator(f"section.round[data-round='{number}']")).to_be_visible()
        for game in EventGame.objects.filter(round__event=event, round__number=number, status="scheduled"):
            services.game_submit(game=game, actor=organiser, home_td=(game.table + number) % 3 + 1, away_td=1,
                                 home_cas=game.table % 2, away_cas=0, extra_time_winner=game.home)
        if number == 3:
            page.reload()
            expect(page.locator("[data-group='3']")).to_be_visible()
            shot("event-groups-1280")
        if number == 4:
            page.reload()
            expect(page.locator("#best-of-the-rest tbody tr")).to_have_count(4)
            shot("event-knockout-1280")
    page.reload()
    expect(page.locator("dl.awards")).to_contain_text("Best of the Rest")
    expect(page.get_by_role("button", name="Draw round 7")).to_have_count(0)
    shot("event-group-final-1280")
    page.goto(f"{live_server.url}/events/{event.slug}/knockout/")
    expect(page.locator("body")).to_contain_text("Places 1–2")
    shot("event-knockout-chart-1280")
    page.set_viewport_size(PHONE)
    log_in(page, live_server, "kim")
    page.goto(f"{live_server.url}/events/{event.slug}/")
    expect(page.locator("#my-game")).to_be_visible()
    expect(page.locator("#best-of-the-rest")).to_be_visible()
    fits(page, 375)
    shot("event-group-final-375")
    page.goto(f"{live_server.url}/events/{event.slug}/knockout/")
    fits(page, 375)
