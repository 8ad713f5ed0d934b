"""The site's own pages as an app."""

from django.apps import AppConfig


class HomeConfig(AppConfig):
    name = "home"
    verbose_name = "Sevens League home"

    def ready(self) -> None:
        from . import checks  # noqa: F401  (registers the site's deployment checks)
