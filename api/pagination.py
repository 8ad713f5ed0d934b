"""Pages of a list: ``?limit=`` (``API_PAGE_SIZE`` by default, at most ``API_PAGE_MAX``) and ``?offset=``. A
larger page is refused with a 400 rather than cut short, so a client never mistakes a clamped page for the end
of the list. Each page answers ``items`` with ``count`` (the whole list's length), ``limit`` and ``offset``; two
queries (the count and the page)."""

from __future__ import annotations

from typing import Any

from django.conf import settings
from ninja import Field, Schema
from ninja.pagination import PaginationBase

OFFSET_MAX = 1_000_000_000  # a bound the database can compare, far past any list here


class Page(PaginationBase):
    class Input(Schema):
        limit: int = Field(settings.API_PAGE_SIZE, ge=1, le=settings.API_PAGE_MAX, description="Items a page.")
        offset: int = Field(0, ge=0, le=OFFSET_MAX, description="Items skipped.")

    class Output(Schema):
        items: list[Any]
        count: int
        limit: int
        offset: int

    def paginate_queryset(self, queryset, pagination: Input, request, **params) -> dict:
        start, end = pagination.offset, pagination.offset + pagination.limit
        return {
            "items": list(queryset[start:end]),
            "count": self._items_count(queryset),
            "limit": pagination.limit,
            "offset": pagination.offset,
        }
