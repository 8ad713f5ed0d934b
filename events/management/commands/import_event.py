"""``manage.py import_event FILE``: create an event from a ``sevens-event/1`` file and print its slug."""

from __future__ import annotations

from pathlib import Path

from django.contrib.auth import get_user_model
from django.core.management.base import BaseCommand, CommandError

from rules.errors import DomainError
from rules.tournament import EventFileError, read_event_file

from ...services import event_import

FILE_MAX = 1_000_000  # bytes: the JSON loader's own bound


class Command(BaseCommand):
    help = "Create an event with its coaches, rosters and played rounds from a sevens-event/1 file; print its slug."

    def add_arguments(self, parser):
        parser.add_argument("file")
        parser.add_argument("--organiser", help="the username of the event's organiser")

    def handle(self, *args, **options):
        organiser = None
        if options["organiser"]:
            organiser = get_user_model().objects.filter(username=options["organiser"], is_active=True).first()
            if organiser is None:
                raise CommandError(f"there is no active account {options['organiser']!r}", returncode=2)
        try:
            with Path(options["file"]).open("rb") as handle:
                text = handle.read(FILE_MAX + 1)
        except OSError as exc:
            raise CommandError(f"cannot read {options['file']}: {exc.strerror}", returncode=2) from None
        try:
            data = read_event_file(text)
            event = event_import(data=data, organiser=organiser)
        except (EventFileError, DomainError) as exc:
            raise CommandError(str(exc), returncode=2) from None
        self.stdout.write(event.slug)
