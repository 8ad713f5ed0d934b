"""``manage.py export_league SLUG``: print a league as a league file."""

import json
import sys

from django.core.management.base import BaseCommand

from league.interchange import league_export
from league.models import League


class Command(BaseCommand):
    help = "Print a league, its teams and the current season's results as a sevens-league/1 file."

    def add_arguments(self, parser) -> None:
        parser.add_argument("slug")

    def handle(self, *args, slug: str, **options) -> None:
        league = League.objects.filter(slug=slug).first()
        if league is None:
            self.stderr.write(f"export_league: there is no league {slug!r}")
            sys.exit(2)
        self.stdout.write(json.dumps(league_export(league), indent=2))
