"""Spanish as the game's Spanish players write gold: 600.000 (Django's Spanish groups with a no-break space, as the
RAE recommends); everything else is Django's."""

from django.conf.locale.es.formats import *  # noqa: F401,F403

THOUSAND_SEPARATOR = "."
