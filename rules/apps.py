from django.apps import AppConfig


class RulesConfig(AppConfig):
    """Registered only so Django finds the rules' management commands; the rules have no models."""

    name = "rules"
    verbose_name = "Rules core"
