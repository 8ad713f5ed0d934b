"""``manage.py import_league FILE [--commissioner USERNAME]``: create a league from a league file; prints its slug."""

import json
import sys
from pathlib import Path

from django.core.management.base import BaseCommand

from league.interchange import LeagueFileError, league_import


class Command(BaseCommand):
    help = "Create a league, its teams and its played results from a sevens-league/1 file and print its slug."

    def add_arguments(self, parser) -> None:
        parser.add_argument("file", help="path to the league file, or - for standard input")
        parser.add_argument("--commissioner", help="username of the league's commissioner (default: league-import)")

    def fail(self, message: str) -> None:
        self.stderr.write(f"import_league: {message}")
        sys.exit(2)

    def handle(self, *args, file: str, commissioner: str | None = None, **options) -> None:
        try:
            text = sys.stdin.read() if file == "-" else Path(file).read_text(encoding="utf-8")
            data = json.loads(text)
        except (OSError, UnicodeDecodeError) as exc:
            self.fail(f"cannot read {file}: {getattr(exc, 'strerror', None) or exc}")
        except json.JSONDecodeError as exc:
            self.fail(f"{file} is not a league file: not JSON ({exc.msg} at line {exc.lineno})")
        try:
            league = league_import(data, commissioner=commissioner)
        except LeagueFileError as exc:
            self.fail(f"{file} is not a valid league file: {exc}")
        self.stdout.write(league.slug)
