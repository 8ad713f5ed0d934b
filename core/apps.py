"""The shared core as an app: what every process (web, worker, command) sets up once Django is loaded."""

from django.apps import AppConfig
from django.db import connections
from django.db.backends.signals import connection_created

from . import datagen


class CoreConfig(AppConfig):
    name = "core"
    verbose_name = "Sevens League core"

    def ready(self) -> None:
        connection_created.connect(datagen.install, dispatch_uid="core.datagen.install")
        for connection in connections.all(initialized_only=True):
            datagen.install(connection)
