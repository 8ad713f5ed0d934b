"""A group and knockout event (seed 003, Group & Knockout Events, Knockout Stage, Best of the Rest): ten coaches
in groups of four and three play three group rounds, the top eight go into a knockout whose winners and losers
play for the halves of their places, and the other two play Best of the Rest beside it."""

from collections import Counter
from itertools import combinations

import pytest
from django.urls import reverse
from pytest_django.asserts import assertContains

from events import services
from events.models import EventCoach, EventGame
from rules.errors import DomainError
from tests.factories import NAMES, play

pytestmark = pytest.mark.django_db


@pytest.fixture
def event(cast):
    made = services.event_create(organiser=cast.commissioner, name="Group Cup", ruleset="sevens",
                                 structure="groups", knockout_size=8)
    for name in NAMES:
        EventCoach.objects.create(event=made, name=name)
    return made


def test_groups_then_a_knockout_with_best_of_the_rest(client, cast, event):
    assert event.pack().rounds == 6  # three group rounds, then 8 -> 4 -> 2
    group_rounds = []
    for number in (1, 2, 3):
        round_ = services.round_pair(event=event, actor=event.organisers.first(), seed=11)
        assert (round_.number, round_.stage) == (number, "group")
        group_rounds.append(round_)
        play(event, round_, cast)
    sizes = Counter(EventCoach.objects.filter(event=event).values_list("group", flat=True))
    assert sorted(sizes.values()) == [3, 3, 4]
    met = Counter(
        frozenset(pair)
        for pair in EventGame.objects.filter(round__event=event, away__isnull=False).values_list("home", "away")
    )
    for group in sizes:
        members = EventCoach.objects.filter(event=event, group=group).values_list("pk", flat=True)
        assert all(met[frozenset(pair)] == 1 for pair in combinations(members, 2))  # a round robin each

    first = services.round_pair(event=event, actor=event.organisers.first(), seed=12)
    assert first.stage == "knockout"
    knockout = list(first.games.filter(places_low__isnull=False).select_related("home", "away"))
    assert [(g.places_low, g.places_high) for g in knockout] == [(1, 8)] * 4
    seeds = {g.home.knockout_seed + g.away.knockout_seed for g in knockout}
    assert seeds == {9}  # 1 v 8, 4 v 5, 2 v 7, 3 v 6
    rest = list(first.games.filter(places_low__isnull=True))
    assert len(rest) == 1  # Best of the Rest: the two who did not qualify
    game = knockout[0]
    with pytest.raises(DomainError, match="extra time"):
        services.game_submit(game=game, actor=cast.commissioner, home_td=1, away_td=1,
                             home_cas=0, away_cas=0)
    play(event, first, cast, draws=True)  # every knockout game drawn: the home coach wins in extra time

    second = services.round_pair(event=event, actor=event.organisers.first(), seed=13)
    bands = [(g.places_low, g.places_high) for g in second.games.filter(places_low__isnull=False)]
    assert bands == [(1, 4), (1, 4), (5, 8), (5, 8)]
    play(event, second, cast)
    third = services.round_pair(event=event, actor=event.organisers.first(), seed=14)
    bands = [(g.places_low, g.places_high) for g in third.games.filter(places_low__isnull=False)]
    assert bands == [(1, 2), (3, 4), (5, 6), (7, 8)]
    play(event, third, cast)
    with pytest.raises(DomainError, match="knockout is over"):
        services.round_pair(event=event, actor=event.organisers.first(), seed=15)

    page = client.get(reverse("events:knockout", args=[event.slug]))
    assertContains(page, "Places 1–2")
    assertContains(page, "won in extra time")
    detail = client.get(event.get_absolute_url())
    assertContains(detail, 'data-group="3"')
    assertContains(detail, "Knockout wallchart")


def test_a_knockout_size_the_guide_does_not_name_is_refused(cast):
    with pytest.raises(DomainError, match="8 or 16"):
        services.event_create(organiser=cast.commissioner, name="Odd Cup", ruleset="sevens", structure="groups",
                              knockout_size=6)


def test_the_result_form_asks_for_the_extra_time_winner_of_a_knockout_game(client, cast, event):
    for _ in range(3):
        play(event, services.round_pair(event=event, actor=event.organisers.first(), seed=21), cast)
    round_ = services.round_pair(event=event, actor=event.organisers.first(), seed=22)
    game = round_.games.filter(places_low__isnull=False).select_related("home", "away").first()
    client.force_login(cast.commissioner)
    url = reverse("events:result", args=[event.slug, game.pk])
    assertContains(client.get(url), "A draw: who won in extra time")
    refused = client.post(url, {"home_td": 2, "away_td": 2, "home_cas": 0, "away_cas": 0})
    assertContains(refused, "say who won it", status_code=422)
    client.post(url, {"home_td": 2, "away_td": 2, "home_cas": 0, "away_cas": 0, "extra_time_winner": "away"})
    game.refresh_from_db()
    assert game.extra_time_winner_id == game.away_id


def test_the_places_are_the_knockouts(cast, event):
    from events.selectors import event_awards, event_standings, knockout_final_places

    for number in range(1, 7):
        play(event, services.round_pair(event=event, actor=event.organisers.first(), seed=30 + number), cast)
    placed = knockout_final_places(event=event)
    assert sorted(placed.values()) == list(range(1, 9))
    final = EventGame.objects.get(round__event=event, places_low=1, places_high=2)
    assert placed[final.home_id] == 1  # the home coach won every game
    awards = {label: [c.pk for c in winners] for label, winners, _ in event_awards(
        event=event, rows=event_standings(event=event))}
    assert awards["First place"] == [final.home_id]
    assert awards["Second place"] == [final.away_id]
