"""``manage.py pair_round SLUG --json``: the next round's pairings, drawn and printed, not saved."""

from __future__ import annotations

import json
import secrets

from django.core.management.base import BaseCommand, CommandError

from rules.errors import DomainError

from ...models import Event
from ...selectors import event_coaches, next_pairings
from ...services import SEED_MAX


class Command(BaseCommand):
    help = "Print the next round's pairings of an event without saving them."

    def add_arguments(self, parser):
        parser.add_argument("slug")
        parser.add_argument("--json", action="store_true", help="print JSON (the only output there is)")
        parser.add_argument("--seed", type=int, help="the draw's seed for round 1 (random by default)")

    def handle(self, *args, **options):
        event = Event.objects.filter(slug=options["slug"]).first()
        if event is None:
            raise CommandError(f"there is no event {options['slug']!r}", returncode=2)
        seed = options["seed"] if options["seed"] is not None else secrets.randbelow(SEED_MAX)
        try:
            _, pairs = next_pairings(event=event, seed=seed)
        except DomainError as exc:
            raise CommandError(str(exc), returncode=2) from None
        names = {pk: c.name for pk, c in event_coaches(event=event).items()}
        rows = [
            {"table": table, "home": names[home], "away": names[away] if away is not None else None}
            for table, (home, away) in enumerate(pairs, start=1)
        ]
        self.stdout.write(json.dumps(rows))
