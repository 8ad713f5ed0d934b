"""Load a small demo: a commissioner, two coaches, a league and a few teams. Safe to run twice."""

from django.core.management.base import BaseCommand

from league import demo


class Command(BaseCommand):
    help = "Create the demo users, league and teams (idempotent) and print the logins."

    def handle(self, *args, **options) -> None:
        logins = demo.load_demo()
        self.stdout.write(self.style.SUCCESS("Demo ready. Log in at http://127.0.0.1:8000/accounts/login/ with:"))
        for username, password, role in logins:
            self.stdout.write(f"  {username:<12} {password:<16} {role}")
