"""The demo data behind `manage.py demo` and `make run`: three users, a league, four teams, a season."""

from django.contrib.auth import get_user_model
from django.db import transaction

from rules.draft import Draft, DraftPlayer
from teams.models import Team
from teams.services import team_create

from . import services
from .models import League, Membership

DEMO_PASSWORD = "sevens-demo"  # noqa: S105 (published demo login)
DEMO_USERS = [
    ("commish", "commissioner of the demo league"),
    ("coach", "coach of two demo teams"),
    ("rival", "coach of two rival teams"),
]
LEAGUE_NAME = "Old World Sevens"


def _draft(race: str, rows: list[tuple[str, int, list[str]]], **options) -> Draft:
    players, number = [], 1
    for position, count, names in rows:
        for i in range(count):
            players.append(DraftPlayer(position, number=number, name=names[i] if i < len(names) else ""))
            number += 1
    return Draft(race=race, players=tuple(players), **options)


DEMO_TEAMS = [
    (
        "coach",
        "Reikland Rookies",
        _draft(
            "Human",
            [
                ("Human Lineman", 5, ["Lars", "Otto", "Gunther", "Wilhelm", "Karl"]),
                ("Human Blitzer", 1, ["Griff"]),
                ("Human Catcher", 1, ["Ada"]),
            ],
            rerolls=1,
            apothecary=True,
        ),
    ),
    (
        "coach",
        "Karak Stoneheads",
        _draft(
            "Dwarf",
            [
                ("Dwarf Blocker Lineman", 6, ["Grim", "Thorgrim", "Durin", "Balin", "Oin", "Gloin"]),
                ("Runner", 1, ["Skag"]),
            ],
            rerolls=0,
        ),
    ),
    (
        "rival",
        "Athelorn Avengers",
        _draft(
            "Wood Elf",
            [
                ("Wood Elf Lineman", 6, ["Elaith", "Rhian", "Tarlan", "Caelen", "Lith", "Faen"]),
                ("Wardancer", 1, ["Aerin"]),
            ],
            rerolls=0,
        ),
    ),
    (
        "rival",
        "Gutter Greenskins",
        _draft(
            "Orc",
            [("Orc Lineman", 6, ["Ugrod", "Snag", "Borg", "Gutz", "Narg", "Grot"]), ("Blitzer", 1, ["Varag"])],
            rerolls=1,
            apothecary=True,
        ),
    ),
]


@transaction.atomic
def load_demo() -> list[tuple[str, str, str]]:
    User = get_user_model()
    users = {}
    for username, _role in DEMO_USERS:
        user, created = User.objects.get_or_create(username=username)
        if created:
            user.set_password(DEMO_PASSWORD)
            user.save()
        users[username] = user
    logins = [(username, DEMO_PASSWORD, role) for username, role in DEMO_USERS]
    if League.objects.filter(name=LEAGUE_NAME).exists():
        return logins

    league = services.league_create(user=users["commish"], name=LEAGUE_NAME, several_teams_per_coach=True)
    for username in ("coach", "rival"):
        Membership.objects.get_or_create(league=league, user=users[username])
    for username, name, draft in DEMO_TEAMS:
        team = team_create(coach=users[username], name=name, draft=draft, league=league)
        services.league_decide_entry(league=league, team=team, approve=True, actor=users["commish"])
    team_create(
        coach=users["rival"],
        name="Free Agents",
        draft=_draft("Skaven", [("Skaven Clanrat Lineman", 7, [])]),
    )
    season = services.season_start(league=league)
    services.season_generate_fixtures(season=season, seed=2020)
    first = season.fixtures.filter(round=1).select_related("home", "away")
    for fixture, (home_td, away_td, home_cas, away_cas) in zip(first, [(2, 1, 1, 2), (1, 1, 0, 1)], strict=False):
        services.result_submit(
            fixture=fixture,
            actor=users["commish"],
            is_commissioner=True,
            home_td=home_td,
            away_td=away_td,
            home_cas=home_cas,
            away_cas=away_cas,
        )
    assert Team.objects.filter(league=league).count() == 4
    return logins
