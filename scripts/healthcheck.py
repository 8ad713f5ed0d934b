"""The web container's health check: GET /healthz from inside the container, as the proxy would send it.

It names the site's first allowed host (ALLOWED_HOSTS refuses 127.0.0.1 in production) and says the request came
over HTTPS (the proxy terminates TLS), so a healthy app answers 200 with the production settings. Exit 0 when
healthy, 1 otherwise.
"""

from __future__ import annotations

import os
import sys
import urllib.request


def healthz_request(url: str = "http://127.0.0.1:8000/healthz") -> urllib.request.Request:
    hosts = [h.strip() for h in os.environ.get("ALLOWED_HOSTS", "localhost").split(",") if h.strip()]
    host = next((h for h in hosts if not h.startswith(".") and h != "*"), "localhost")
    return urllib.request.Request(url, headers={"Host": host, "X-Forwarded-Proto": "https"})  # noqa: S310


def main() -> int:
    try:
        with urllib.request.urlopen(healthz_request(), timeout=4) as response:  # noqa: S310 (a fixed local URL)
            return 0 if response.status == 200 else 1
    except OSError:
        return 1


if __name__ == "__main__":
    sys.exit(main())
