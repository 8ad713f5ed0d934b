"""Team pages, one module per use case: ``draft``, ``roster`` (the team page, hiring, firing, staff),
``corrections``, ``files`` (export and import), ``sheets`` and ``redraft``; ``teams.access`` fetches a team for each
kind of access."""
