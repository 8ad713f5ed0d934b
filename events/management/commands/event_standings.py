"""``manage.py event_standings SLUG --json``: the individual standings in rank order."""

from __future__ import annotations

import json

from django.core.management.base import BaseCommand, CommandError

from ...models import Event
from ...selectors import event_standings

KEYS = ("rank", "coach", "played", "won", "drawn", "lost", "points", "bonus_points", "td_for", "td_against",
        "td_diff", "cas_for", "cas_against")


class Command(BaseCommand):
    help = "Print an event's individual standings in rank order."

    def add_arguments(self, parser):
        parser.add_argument("slug")
        parser.add_argument("--json", action="store_true", help="print JSON (the only output there is)")

    def handle(self, *args, **options):
        event = Event.objects.filter(slug=options["slug"]).first()
        if event is None:
            raise CommandError(f"there is no event {options['slug']!r}", returncode=2)
        rows = []
        for row, coach in event_standings(event=event):
            line = {key: getattr(row, key) for key in KEYS if key != "coach"}
            rows.append({"rank": line.pop("rank"), "coach": coach.name, **line})
        self.stdout.write(json.dumps(rows))
