"""What the league app calls when a result is confirmed."""


def result_confirmed(fixture) -> None:
    """A confirmed result starts the post-game sequence (in the confirming transaction; tasks run on commit)."""
    from .services import start_post_game

    start_post_game(fixture)
