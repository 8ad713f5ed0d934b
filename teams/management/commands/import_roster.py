"""``manage.py import_roster FILE --coach USERNAME [--league SLUG] [--as USERNAME]``: create a team from a roster
file.

Into a league the file is checked as the league's draft (its treasury is the budget left, gained skills are refused
with ``skills_at_draft``), unless ``--as`` names a commissioner of the league bringing in a developed team (gained
skills and the file's treasury, written in the team's history with his name). Without ``--as`` the coach imports.
Exits 0 printing the new team's id, 1 when the rules refuse the team (each violation on stderr as
``code: message``), 2 when the file or a name is wrong.
"""

import sys

from django.contrib.auth import get_user_model
from django.core.management.base import BaseCommand

from core.wording import word
from rules.errors import DomainError
from rules.management.files import read_file_argument
from rules.textinput import JSONInputError, load_json, quote
from teams.permissions import league_for_slug
from teams.services import team_import_roster


class Command(BaseCommand):
    help = "Import a sevens-roster/1 file as a new team and print the team's id."

    def add_arguments(self, parser) -> None:
        parser.add_argument("file", help="path to the roster file, or - for standard input")
        parser.add_argument("--coach", required=True, help="username of the team's coach")
        parser.add_argument("--league", help="slug of the league the team enters")
        parser.add_argument(
            "--as",
            dest="actor",
            metavar="USERNAME",
            help="who imports (default: the coach); a commissioner of --league brings in a developed team",
        )

    def fail(self, message: str, code: int = 2) -> None:
        self.stderr.write(f"import_roster: {message}")
        sys.exit(code)

    def handle(
        self, *args, file: str, coach: str, league: str | None = None, actor: str | None = None, **options
    ) -> None:
        try:
            data = load_json(read_file_argument(file))
        except OSError as exc:
            self.fail(f"cannot read {file}: {exc.strerror or exc}")
        except JSONInputError as exc:
            self.fail(f"{file} is not a roster file: {exc}")
        user = get_user_model().objects.filter(username=coach).first()
        if user is None:
            self.fail(f"there is no user called {quote(coach)}")
        importer = user
        if actor:
            importer = get_user_model().objects.filter(username=actor).first()
            if importer is None:
                self.fail(f"there is no user called {quote(actor)}")
        target = None
        if league:
            target = league_for_slug(league)
            if target is None:
                self.fail(f"there is no league {quote(league)}")
        try:
            team = team_import_roster(coach=user, data=data, league=target, actor=importer)
        except DomainError as exc:
            details = "; ".join(f"{v.code}: {word(v)}" for v in exc.violations)
            self.fail(f"{exc.message}{' ' + details if details else ''}", code=1 if exc.violations else 2)
        self.stdout.write(str(team.pk))
