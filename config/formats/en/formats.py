"""English pages keep the British formats they were written with (25 Oct 2006, 25/10/2006, weeks from Monday):
English's code is ``en``, whose own formats in Django are American."""

from django.conf.locale.en_GB.formats import *  # noqa: F401,F403
