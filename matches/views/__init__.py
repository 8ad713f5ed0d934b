"""Pages around a game, one module per use case: ``pregame`` (with the table side), ``report``, ``advancement``,
``sheets`` (the match sheet) and ``sequence`` (void and retry); ``access`` fetches one object per kind of access.
Thin: fetch, call a service, render."""
