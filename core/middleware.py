"""Site-wide response headers."""

from __future__ import annotations

from django.utils.cache import patch_cache_control, patch_vary_headers

from .pagecache import signed_in


class PrivateCacheMiddleware:
    """A page served to a signed-in user (a session naming a user; the user is not loaded for this) is
    ``Cache-Control: private`` (no shared cache keeps it) and varies on
    the session cookie; a response that set its own caching keeps it."""

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        response = self.get_response(request)
        if signed_in(request) and not response.has_header("Cache-Control"):
            patch_cache_control(response, private=True)
            patch_vary_headers(response, ("Cookie",))
        return response
