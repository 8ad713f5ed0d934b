"""What the league tells the apps after it (they connect receivers in their ``AppConfig.ready()``): matches starts
the post-game sequence on ``result_confirmed``, notifications queues e-mails on both.

Each is sent inside the transaction of the change; a receiver that acts outside the database (an e-mail, a
task) waits for the commit (``transaction.on_commit``)."""

from django.dispatch import Signal

# Sent with ``fixture=`` inside the transaction that confirms a result (matches starts the post-game sequence).
result_confirmed = Signal()

# Sent with ``fixture=`` when a coach's result waits for the other coach (or a commissioner) to confirm it.
result_submitted = Signal()

# Sent with ``season=`` inside the transaction that finishes a season (its final tables and champion stored).
season_finished = Signal()

# Sent with ``fixture=`` inside the transaction that stores a time the coaches agreed (``Fixture.kickoff``).
fixture_scheduled = Signal()

# Sent with ``fixture=`` inside the transaction that records a forfeit (a game never played, scored as a
# concession: ``services.schedule.fixture_forfeit``); ``result_confirmed`` is not sent for it (no post-game).
fixture_forfeited = Signal()

# Sent with ``fixture=`` (the game whose result completed it) inside the transaction in which every game of a
# season's round, byes aside, is confirmed or cancelled: the round is played and its standings can be told.
round_played = Signal()
