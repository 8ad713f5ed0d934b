"""What matches tells the apps after it (they connect receivers in their ``AppConfig.ready()``)."""

from django.dispatch import Signal

# Sent with ``step=`` (a ``PostGameStep``) inside the run that leaves a team's step waiting for its coach (the
# Player Advancement choice); not again while it stays waiting.
advancement_waiting = Signal()

# Sent with ``match_id=`` inside the transaction that changes a post-game sequence's steps or status (a run that
# applied steps or left one waiting, a failure, a retry): what a to-do list shows of it may have moved.
post_game_changed = Signal()
