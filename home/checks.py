"""The site's own deployment checks (``manage.py check --deploy``), beside Django's."""

from __future__ import annotations

from urllib.parse import urlsplit

from django.conf import settings
from django.core.checks import Error, Tags, register


@register(Tags.security, deploy=True)
def site_url_is_public(app_configs=None, **kwargs) -> list[Error]:
    """The links in e-mails start with ``SITE_URL``; a task has no request to take the host from, so production
    must name the site: set ``SITE_URL``, or an ``ALLOWED_HOSTS`` whose first host is the site (it is then
    ``https://`` and that host). A loopback address there would send every coach to his own machine."""
    host = urlsplit(settings.SITE_URL).hostname or ""
    if host in ("localhost", "127.0.0.1", "::1", "") or host.endswith(".localhost"):
        return [Error(
            f"SITE_URL is {settings.SITE_URL!r}: the links in notification and password e-mails would point there.",
            hint="Set SITE_URL to the site's address (https://...), or put the site's host first in ALLOWED_HOSTS.",
            id="site.E001",
        )]
    return []
