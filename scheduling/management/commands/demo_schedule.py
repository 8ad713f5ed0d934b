from django.core.management.base import BaseCommand

from ...demo import load_demo_schedule


class Command(BaseCommand):
    help = "Give the demo league's rounds their deadlines and the demo coach's proposed times (idempotent)."

    def handle(self, *args, **options) -> None:
        if load_demo_schedule():
            self.stdout.write("Demo deadlines and proposed times set.")
