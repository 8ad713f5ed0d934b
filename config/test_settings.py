"""Settings for the test suite: the app's settings with only test concerns changed."""

from .settings import *  # noqa: F401,F403

SECURE_SSL_REDIRECT = False
SESSION_COOKIE_SECURE = False
CSRF_COOKIE_SECURE = False
SECURE_HSTS_SECONDS = 0
PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
STORAGES["staticfiles"]["BACKEND"] = "django.contrib.staticfiles.storage.StaticFilesStorage"  # noqa: F405
# Tests run tasks in-process unless a test starts a real worker (tests/worker.py flips this).
CELERY_TASK_ALWAYS_EAGER = True
# Every test runs with the page cache on, so a page that would be served stale after a write fails its test.
PAGE_CACHE = True
