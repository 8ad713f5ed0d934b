"""What the endpoints share: path parameters with bounds the database can compare, and the security every
operation declares in the OpenAPI document (a read token, optional: public leagues and events need none)."""

from __future__ import annotations

from typing import Annotated

from ninja import Path

from rules.textinput import SMALL_COUNT_MAX

ID_MAX = 9_223_372_036_854_775_807  # a bigint's largest value: a larger id names nothing

Id = Annotated[int, Path(ge=1, le=ID_MAX)]
Number = Annotated[int, Path(ge=1, le=SMALL_COUNT_MAX)]
OPTIONAL_TOKEN = {"security": [{}]}  # beside the bearer scheme ninja lists: no token is also accepted
ERRORS = frozenset({400, 401, 403, 404, 429})
