"""The project package as an app: what every process (web, worker, command) sets up once Django is loaded."""

from django.apps import AppConfig
from django.db import connections
from django.db.backends.signals import connection_created

from . import datagen


class SiteConfig(AppConfig):
    name = "config"
    label = "site"
    verbose_name = "Sevens League site"

    def ready(self) -> None:
        from notifications.selectors import use_generation  # an app's module, loaded once the registry is ready

        from . import checks  # noqa: F401  (registers the site's deployment checks)

        use_generation(datagen.current)  # the to-do lists are kept under the data generation
        connection_created.connect(datagen.install, dispatch_uid="site.datagen.install")
        for connection in connections.all(initialized_only=True):
            datagen.install(connection)
