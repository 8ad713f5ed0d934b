"""``manage.py import_league FILE [--commissioner USERNAME] [--create-coaches]``: create a league from a league
file; prints its slug.

The coaches a file names must have accounts here, unless ``--create-coaches`` is given: then the missing ones are
created (no usable password; only names sign-up would accept). A file never makes a staff, superuser or inactive
account a team's coach (``league.filecheck``). Exits 0 printing the slug, 2 with one line on stderr when the file
cannot be read or is not a valid league file; nothing is created then.
"""

import sys

from django.core.management.base import BaseCommand

from league.interchange import LeagueFileError, league_import
from rules.management.files import read_file_argument
from rules.textinput import JSONInputError, load_json


class Command(BaseCommand):
    help = "Create a league, its teams and its played results from a sevens-league/1 file and print its slug."

    def add_arguments(self, parser) -> None:
        parser.add_argument("file", help="path to the league file, or - for standard input")
        parser.add_argument("--commissioner", help="username of the league's commissioner (default: league-import)")
        parser.add_argument(
            "--create-coaches",
            action="store_true",
            help="create an account (without a usable password) for each coach the file names who has none",
        )

    def fail(self, message: str) -> None:
        self.stderr.write(f"import_league: {message}")
        sys.exit(2)

    def handle(
        self, *args, file: str, commissioner: str | None = None, create_coaches: bool = False, **options
    ) -> None:
        try:
            data = load_json(read_file_argument(file))
        except OSError as exc:
            self.fail(f"cannot read {file}: {exc.strerror or exc}")
        except JSONInputError as exc:
            self.fail(f"{file} is not a league file: {exc}")
        try:
            league = league_import(data, commissioner=commissioner, create_coaches=create_coaches)
        except LeagueFileError as exc:
            self.fail(f"{file} is not a valid league file: {exc}")
        self.stdout.write(league.slug)
