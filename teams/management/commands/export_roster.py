"""``manage.py export_roster TEAM_ID``: print a team as a roster file."""

import json
import sys

from django.core.management.base import BaseCommand

from teams.models import Team
from teams.selectors import team_for_page, team_roster_file


class Command(BaseCommand):
    help = "Print a team as a sevens-roster/1 file (JSON)."

    def add_arguments(self, parser) -> None:
        parser.add_argument("team_id", type=int)

    def handle(self, *args, team_id: int, **options) -> None:
        try:
            team = team_for_page(pk=team_id)
        except Team.DoesNotExist:
            self.stderr.write(f"export_roster: there is no team {team_id}")
            sys.exit(2)
        self.stdout.write(json.dumps(team_roster_file(team=team), indent=2))
