"""Benchmark: the league-wide team sheets PDF of a 64-team league, built as the Celery task builds it
(``league.services.sheets.sheets_build``), on SQLite in a temporary folder. Prints one JSON line with the seconds in
all and the milliseconds per team."""

import json
import logging
import os
import tempfile
import time

try:
    from bench.django_setup import setup
except ImportError:  # run as a script
    from django_setup import setup


def main() -> dict:
    os.environ.setdefault("MEDIA_ROOT", tempfile.mkdtemp(prefix="sevens-bench-media-"))
    setup()
    logging.getLogger("weasyprint").setLevel(logging.ERROR)  # the sheet's print-only CSS it does not know
    from bench.leagues import build_league
    from league.services.sheets import sheets_build, sheets_request

    built = build_league(teams=64, results=0, slug="bench-sheets")
    export, _ = sheets_request(league=built.league, actor=built.commissioner)
    start = time.perf_counter()
    export = sheets_build(export_id=export.pk)
    seconds = time.perf_counter() - start
    result = {
        "benchmark": "league_sheets_pdf",
        "teams": export.teams_total,
        "seconds": round(seconds, 2),
        "ms_per_team": round(seconds * 1000 / export.teams_total, 1),
        "status": export.status,
    }
    print(json.dumps(result))
    return result


if __name__ == "__main__":
    main()
