"""``manage.py pair_round SLUG --json``: the next round's pairings, drawn and printed, not saved: the same draw as the
organiser's "Draw round" with the same seed, in every format (``draws.next_round``)."""

from __future__ import annotations

import json
import secrets

from django.core.management.base import BaseCommand, CommandError

from rules.errors import DomainError

from ...draws import next_round
from ...models import Event
from ...services import SEED_MAX


class Command(BaseCommand):
    help = "Print the next round's pairings of an event without saving them."

    def add_arguments(self, parser):
        parser.add_argument("slug")
        parser.add_argument("--json", action="store_true", help="print JSON (the only output there is)")
        parser.add_argument("--seed", type=int, help="the draw's seed (random by default)")

    def handle(self, *args, **options):
        event = Event.objects.filter(slug=options["slug"]).first()
        if event is None:
            raise CommandError(f"there is no event {options['slug']!r}", returncode=2)
        seed = options["seed"] if options["seed"] is not None else secrets.randbelow(SEED_MAX)
        try:
            drawn = next_round(event=event, seed=seed)
        except DomainError as exc:
            raise CommandError(str(exc), returncode=2) from None
        names = dict(event.coaches.values_list("pk", "name"))
        rows = []
        for table, (home, away, places) in enumerate(drawn["games"], start=1):
            row = {"table": table, "home": names[home], "away": names[away] if away is not None else None}
            if places:  # a knockout game: the band of places it is for
                row["places"] = list(places)
            rows.append(row)
        self.stdout.write(json.dumps(rows))
