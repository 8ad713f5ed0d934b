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
        connection_created.connect(datagen.install, dispatch_uid="site.datagen.install")
        for connection in connections.all(initialized_only=True):
            datagen.install(connection)
