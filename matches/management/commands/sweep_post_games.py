"""``manage.py sweep_post_games [--older-than SECONDS]``: run the stalled post-game sequences here, in-process.

For a deployment without a broker (or with its worker down): the same sweep Celery beat runs every minute
(``matches.services.sweep``), but each claimed sequence runs in this process instead of being queued.
"""

from datetime import timedelta

from django.core.management.base import BaseCommand, CommandError

from matches.models import Match
from matches.services.sweep import sweep_claim
from matches.tasks import run_post_game


class Command(BaseCommand):
    help = "Run, in this process, each post-game sequence that has stalled (pending steps left for minutes)."

    def add_arguments(self, parser) -> None:
        parser.add_argument(
            "--older-than",
            type=int,
            default=None,
            metavar="SECONDS",
            help="count a sequence as stalled after this many seconds (default: POST_GAME_SWEEP_AFTER, 180)",
        )

    def handle(self, *args, older_than: int | None = None, **options) -> None:
        if older_than is not None and not 0 <= older_than <= 10**6:
            raise CommandError("sweep_post_games: --older-than is a number of seconds from 0 to 1000000")
        claimed = sweep_claim(older_than=None if older_than is None else timedelta(seconds=older_than))
        for match_id in claimed:
            run_post_game.apply(args=[match_id])
            match = Match.objects.select_related("fixture").get(pk=match_id)
            self.stdout.write(f"{match.fixture}: {match.get_sequence_display().lower()}")
        self.stdout.write(f"{len(claimed)} stalled post-game sequence{'' if len(claimed) == 1 else 's'} run.")
