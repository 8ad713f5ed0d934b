"""What matches tells the apps after it (they connect receivers in their ``AppConfig.ready()``)."""

from django.dispatch import Signal

# Sent with ``step=`` (a ``PostGameStep``) inside the run that leaves a team's step waiting for its coach (the
# Player Advancement choice); not again while it stays waiting.
advancement_waiting = Signal()

# Sent with ``match_id=`` inside the transaction that marks a match's post-game sequence done (every team's steps),
# once per run: the summary's conditional update moves to done only from another state.
post_game_finished = Signal()
