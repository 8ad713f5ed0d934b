"""The league's dated fixtures as an iCalendar feed, written with the ``icalendar`` library."""

from __future__ import annotations

from datetime import timedelta

from django.http import HttpRequest, HttpResponse
from django.utils import timezone
from django.utils.translation import gettext as _
from django.views.decorators.http import require_safe
from icalendar import Calendar, Event, vText

from .. import selectors
from ..permissions import can_read_calendar
from .access import league_or_404, private_league

GAME_LENGTH = timedelta(hours=2)  # how long a game with an agreed kick-off stands in the calendar


@require_safe
def league_calendar(request: HttpRequest, slug: str) -> HttpResponse:
    """The dated fixtures as an iCalendar feed, holding only team names, rounds and dates (a timed event of two
    hours where the coaches agreed a kick-off, the whole day otherwise). A public league's feed is
    read without logging in; a private league's by its members, or (calendar apps cannot log in) at the address
    with the league's calendar key, ``?key=<calendar_key>``, which its home shows to members only."""
    league = league_or_404(slug)
    if not can_read_calendar(request.user, league, key=request.GET.get("key")):
        return private_league(request)
    stamp = timezone.now()
    host = request.get_host().split(":")[0] or "sevens-league"
    calendar = Calendar()
    calendar.add("version", "2.0")
    calendar.add("prodid", "-//Sevens League//Fixtures//EN")
    calendar.add("calscale", "GREGORIAN")
    calendar.add("method", "PUBLISH")
    calendar.add("x-wr-calname", vText(league.name))
    for f in selectors.fixtures_for_calendar(league=league):
        event = Event()
        event.add("uid", f"fixture-{f.pk}@{host}")
        event.add("dtstamp", stamp)
        if f.kickoff is not None:  # the time the coaches agreed: a game of two hours
            event.add("dtstart", f.kickoff)
            event.add("dtend", f.kickoff + GAME_LENGTH)
        else:
            event.add("dtstart", f.date)
            event.add("dtend", f.date + timedelta(days=1))
        event.add("summary", _("%(home)s v %(away)s") % {"home": f.home.name, "away": f.away.name})
        event.add(
            "description",
            _("%(league)s, %(season)s, round %(round)s")
            % {"league": league.name, "season": f.season.name, "round": f.round},
        )
        event.add("transp", "TRANSPARENT")
        calendar.add_component(event)
    response = HttpResponse(calendar.to_ical(), content_type="text/calendar; charset=utf-8")
    response["Content-Disposition"] = f'inline; filename="{league.slug}-fixtures.ics"'
    return response
