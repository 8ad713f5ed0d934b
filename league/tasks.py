"""Celery tasks of the league app: thin, ids only, queued on commit."""

from __future__ import annotations

from celery import shared_task

from .services.sheets import sheets_build


@shared_task(ignore_result=True, time_limit=600, soft_time_limit=570)
def build_league_sheets(export_id: int) -> None:
    """Every team sheet of a league as one PDF (``league.services.sheets.sheets_build``): minutes for a big league,
    so longer limits than the post-game tasks'. Claimed once: a repeated message does nothing."""
    sheets_build(export_id=export_id)
