"""Forms of the events app, one module per use case (``events``, ``registration``, ``results``); every refusal is
shown beside its field."""
