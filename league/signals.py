"""What the league tells the apps after it (they connect receivers in their ``AppConfig.ready()``).

Each is sent inside the transaction of the change; a receiver that acts outside the database (an e-mail, a
task) waits for the commit (``transaction.on_commit``)."""

from django.dispatch import Signal

# Sent with ``fixture=`` inside the transaction that confirms a result (matches starts the post-game sequence).
result_confirmed = Signal()

# Sent with ``fixture=`` when a coach's result waits for the other coach (or a commissioner) to confirm it.
result_submitted = Signal()

# Sent with ``season_id=`` or ``league_id=`` inside any transaction that changes a season's fixtures or results
# (every write that moves a season's ``results_version``) or decides a team's entry: what a to-do list shows of the
# league may have moved.
league_changed = Signal()

# Sent with ``membership=`` when a coach joins a league with its invite link (not when he was already in it).
member_joined = Signal()
