"""``manage.py demo_event``: the demo event beside the demo league (after ``manage.py demo``). Safe to run twice."""

from django.core.management.base import BaseCommand

from ...demo import load_demo_event


class Command(BaseCommand):
    help = "Create the demo event (idempotent): eight coaches, their rosters and two rounds played."

    def handle(self, *args, **options) -> None:
        event = load_demo_event()
        if event is not None:
            self.stdout.write(self.style.SUCCESS(f"Demo event ready: /events/{event.slug}/"))
