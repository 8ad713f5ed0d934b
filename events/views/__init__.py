"""Event pages, one module per use case: ``events`` (the list, the event page, creating one, the room's screen,
the knockout chart, awards), ``registration``, ``rounds`` (the draw, pairings, slips and table labels), ``results``
and ``rosters`` (the rosters book and the NAF upload). Reads through ``selectors``, writes through ``services``."""
