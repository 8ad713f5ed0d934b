"""The app's Celery tasks, where Celery's ``autodiscover_tasks()`` looks for them: the post-game sequence's run,
a team's resumed run and the periodic sweep. They are defined beside what they start, in ``services.queue`` (with
``queue_post_game``, which the services call on commit), so that no service imports this module back."""

from __future__ import annotations

from .services.queue import RESUME_PRIORITY, queue_post_game, run_post_game, run_post_game_team, sweep_post_games

__all__ = ["RESUME_PRIORITY", "queue_post_game", "run_post_game", "run_post_game_team", "sweep_post_games"]
