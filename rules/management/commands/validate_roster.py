"""``manage.py validate_roster FILE [--ruleset NAME]``: check a roster file against a ruleset.

Prints ``{"valid", "cost", "team_value", "errors"}`` as JSON; exits 0 when valid, 1 when not, and 2 with
one line on stderr when the file cannot be read or is not a roster.
"""

import json
import sys

from django.core.management.base import BaseCommand

from rules.draft import validate_draft
from rules.management.files import read_file_argument
from rules.rosterfile import load_roster
from rules.rulesets import RULESETS, get_ruleset


class Command(BaseCommand):
    help = "Validate a sevens-roster/1 file against its edition's ruleset (or --ruleset) and print the result as JSON."

    def add_arguments(self, parser) -> None:
        parser.add_argument("file", help="path to the roster file (JSON), or - for standard input")
        parser.add_argument(
            "--ruleset", choices=sorted(RULESETS), help="validate against this ruleset of the file's edition"
        )

    def fail(self, message: str) -> None:
        self.stderr.write(f"validate_roster: {message}")
        sys.exit(2)

    def handle(self, *args, file: str, ruleset: str | None = None, **options) -> None:
        try:
            text = read_file_argument(file)
        except OSError as exc:
            self.fail(f"cannot read {file}: {exc.strerror or exc}")
        try:
            roster = load_roster(text)
            rules = get_ruleset(ruleset or roster.ruleset, roster.edition)
        except ValueError as exc:  # RosterFileError, an unknown ruleset
            self.fail(f"{file} is not a roster file: {exc}")
        report = validate_draft(roster.draft, rules)
        self.stdout.write(json.dumps(report.as_dict()))
        sys.exit(0 if report.valid else 1)
