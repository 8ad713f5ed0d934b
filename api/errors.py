"""The API's one error shape: ``{"message": ..., "code": ...}`` with the HTTP status, whatever went wrong (a
refused token, a missing league, a bad page size, a limit reached, a method not allowed, a bug)."""

from __future__ import annotations

import json
import logging

from django.http import Http404, HttpResponse
from django.utils.translation import gettext as _
from ninja.errors import HttpError, ValidationError

logger = logging.getLogger(__name__)

CODES = {
    400: "bad_request",
    401: "unauthorized",
    403: "forbidden",
    404: "not_found",
    405: "method_not_allowed",
    429: "rate_limited",
    500: "server_error",
}


class ApiError(Exception):
    """A refusal the API answers with ``status`` and a JSON body; ``headers`` go on the response as they are."""

    def __init__(self, status: int, message: str, *, code: str = "", headers: dict[str, str] | None = None):
        super().__init__(message)
        self.status = status
        self.message = message
        self.code = code or CODES.get(status, "error")
        self.headers = headers or {}


def error_response(status: int, message: str, code: str = "", headers: dict[str, str] | None = None) -> HttpResponse:
    """A JSON error response (never an HTML page)."""
    body = json.dumps({"message": message, "code": code or CODES.get(status, "error")})
    response = HttpResponse(body, status=status, content_type="application/json")
    for name, value in (headers or {}).items():
        response[name] = value
    return response


def from_api_error(exc: ApiError) -> HttpResponse:
    return error_response(exc.status, exc.message, exc.code, exc.headers)


def _first_problem(errors: list) -> str:
    """One line naming the first invalid parameter: ``limit: Input should be less than or equal to 200``."""
    if not errors:
        return _("The request is not valid.")
    first = errors[0]
    where = [str(part) for part in first.get("loc", ()) if part not in ("query", "path", "body")]
    return f"{'.'.join(where) or 'request'}: {first.get('msg', 'is not valid')}"


def install(api) -> None:
    """Make every error of ``api`` (a ``NinjaAPI``) answer in the API's shape."""

    @api.exception_handler(ApiError)
    def api_error(request, exc: ApiError):
        return from_api_error(exc)

    @api.exception_handler(ValidationError)
    def invalid(request, exc: ValidationError):
        return error_response(400, _first_problem(exc.errors))

    @api.exception_handler(HttpError)
    def http_error(request, exc: HttpError):
        return error_response(exc.status_code, str(exc))

    @api.exception_handler(Http404)
    def not_found(request, exc: Http404):
        return error_response(404, _("Nothing is found at this address."))

    @api.exception_handler(Exception)
    def crashed(request, exc: Exception):
        logger.exception("API request failed: %s", request.path)
        return error_response(500, _("Something went wrong on our side."))
