"""Site-wide response headers."""

from __future__ import annotations

from django.utils.cache import patch_cache_control, patch_vary_headers


class PrivateCacheMiddleware:
    """A page served to a signed-in user is ``Cache-Control: private`` (no shared cache keeps it) and varies on
    the session cookie; a response that set its own caching keeps it."""

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        response = self.get_response(request)
        user = getattr(request, "user", None)
        if user is not None and user.is_authenticated and not response.has_header("Cache-Control"):
            patch_cache_control(response, private=True)
            patch_vary_headers(response, ("Cookie",))
        return response
