"""Factories shared by every app's tests."""

import factory
from django.contrib.auth import get_user_model

PASSWORD = "a-long-test-password"


class UserFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = get_user_model()
        django_get_or_create = ("username",)

    username = factory.Sequence(lambda n: f"user{n}")
    password = factory.django.Password(PASSWORD)


def human_draft(*, linemen: int = 7, blitzers: int = 0, rerolls: int = 1, apothecary: bool = True, **options):
    """A legal Sevens Human team by default: 7 Linemen, a re-roll and an apothecary (530,000)."""
    from rules.draft import Draft, DraftPlayer

    players = [DraftPlayer("Human Lineman", number=i, name=f"Lineman {i}") for i in range(1, linemen + 1)]
    players += [DraftPlayer("Human Blitzer", number=linemen + i, name=f"Blitzer {i}") for i in range(1, blitzers + 1)]
    return Draft(race="Human", players=tuple(players), rerolls=rerolls, apothecary=apothecary, **options)


def make_league(*, commissioner, name="Lustria Sevens", slug="lustria-sevens", ruleset="sevens", **fields):
    from league.models import League

    league = League.objects.create(name=name, slug=slug, ruleset=ruleset, **fields)
    league.commissioners.add(commissioner)
    return league


def make_team(*, coach, name="Reikland Rookies", league=None, draft=None, ruleset_key="sevens", budget=None):
    from teams.services import team_create

    return team_create(coach=coach, name=name, draft=draft or human_draft(), league=league, ruleset_key=ruleset_key,
                       budget=budget)
