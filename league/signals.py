"""What the league tells the apps after it (they connect receivers in their ``AppConfig.ready()``)."""

from django.dispatch import Signal

# Sent with ``fixture=`` inside the transaction that confirms a result (matches starts the post-game sequence).
result_confirmed = Signal()
