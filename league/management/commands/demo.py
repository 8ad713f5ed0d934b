"""Load a small demo: a commissioner, two coaches, a league and a few teams. Safe to run twice."""

import os

from django.core.management.base import BaseCommand

from league import demo


class Command(BaseCommand):
    help = "Create the demo users, league and teams (idempotent) and print the logins."

    def handle(self, *args, **options) -> None:
        logins = demo.load_demo()
        address = os.environ.get("DEMO_ADDRESS", "http://127.0.0.1:8000")  # `make run` names its HOST and PORT
        self.stdout.write(self.style.SUCCESS(f"Demo ready. Log in at {address}/accounts/login/ with:"))
        for username, password, role in logins:
            self.stdout.write(f"  {username:<12} {password:<16} {role}")
