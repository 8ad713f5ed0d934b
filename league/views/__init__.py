"""League pages, one module per use case: ``leagues``, ``entries``, ``seasons``, ``fixtures``, ``results``,
``standings`` and ``calendar``; ``access`` fetches objects (one helper per kind of access) and ``common`` holds
the small pieces several pages share."""
