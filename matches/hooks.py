"""What the league app calls when a result is confirmed."""


def result_confirmed(fixture) -> None:
    """A confirmed result starts the post-game sequence (nothing to do until matches are set up)."""
