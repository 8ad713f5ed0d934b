"""``manage.py standings SLUG [--json]``: the current season's standings in rank order."""

import json as jsonlib
import sys

from django.core.management.base import BaseCommand

from league.models import League
from league.selectors import current_season, standings_rows


class Command(BaseCommand):
    help = "Print the standings of a league's current season (as a JSON list with --json)."

    def add_arguments(self, parser) -> None:
        parser.add_argument("slug")
        parser.add_argument("--json", action="store_true", help="print a JSON list of rows in rank order")

    def handle(self, *args, slug: str, json: bool = False, **options) -> None:
        league = League.objects.filter(slug=slug).first()
        if league is None:
            self.stderr.write(f"standings: there is no league {slug!r}")
            sys.exit(2)
        season = current_season(league=league)
        rows = standings_rows(season=season) if season is not None else []
        if json:
            self.stdout.write(_dumps(rows))
            return
        self.stdout.write(f"{'#':>3}  {'Team':<32} {'P':>3} {'W':>3} {'D':>3} {'L':>3} {'Pts':>4} {'TD':>4} {'CAS':>4}")
        for r in rows:
            self.stdout.write(
                f"{r['rank']:>3}  {r['team'][:32]:<32} {r['played']:>3} {r['won']:>3} {r['drawn']:>3} {r['lost']:>3} "
                f"{r['points']:>4} {r['td_diff']:>+4} {r['cas_for']:>4}"
            )


def _dumps(rows) -> str:
    return jsonlib.dumps(rows)
