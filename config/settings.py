"""Settings, read from the environment.

With nothing set, the app runs on a SQLite file in the project folder and Celery runs
tasks eagerly in-process. ``DATABASE_URL`` and ``CELERY_BROKER_URL`` switch to
PostgreSQL and Redis (as docker-compose and production do). With ``DEBUG`` off the
security flags default to the safe values ``manage.py check --deploy`` asks for.
"""

import os
import warnings
from pathlib import Path

import dj_database_url
from csp.constants import NONCE, NONE, SELF
from django.conf.locale import LANG_INFO

BASE_DIR = Path(__file__).resolve().parent.parent


def env_bool(name: str, default: bool) -> bool:
    value = os.environ.get(name)
    if value is None or value == "":
        return default
    return value.strip().lower() in {"1", "true", "yes", "on"}


def env_list(name: str, default: str = "") -> list[str]:
    return [item.strip() for item in os.environ.get(name, default).split(",") if item.strip()]


DEBUG = env_bool("DEBUG", False)

# The fallback key is marked insecure on purpose: `check --deploy` flags it in production.
SECRET_KEY = os.environ.get("SECRET_KEY", "") or "django-insecure-local-development-key-sevens-league"

ALLOWED_HOSTS = env_list("ALLOWED_HOSTS", "127.0.0.1,localhost,[::1]")
LOCAL_HOSTS = ("127.0.0.1", "localhost", "[::1]", "::1", "*")
CSRF_TRUSTED_ORIGINS = env_list("CSRF_TRUSTED_ORIGINS")

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "whitenoise.runserver_nostatic",
    "django.contrib.staticfiles",
    "django.contrib.humanize",
    "django_htmx",
    "template_partials",
    "axes",
    "csp",
    "core",
    "rules",
    "teams",
    "league",
    "matches",
    "notifications",
    "records",
    "events",
    "api",
    "webhooks",
    "scheduling",
    "live",
    "home",
]

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "live.middleware.UnchangedPollMiddleware",  # a live game's poll from the cache, before sessions and the rest
    "csp.middleware.CSPMiddleware",
    "whitenoise.middleware.WhiteNoiseMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.locale.LocaleMiddleware",
    "notifications.middleware.PreferredLanguageMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    "django_htmx.middleware.HtmxMiddleware",
    "axes.middleware.AxesMiddleware",
    "core.middleware.PrivateCacheMiddleware",
    "notifications.middleware.WaitingCountMiddleware",
    "core.pagecache.PageCacheMiddleware",
]

ROOT_URLCONF = "config.urls"
WSGI_APPLICATION = "config.wsgi.application"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [BASE_DIR / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.template.context_processors.i18n",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
            ],
            "builtins": ["teams.templatetags.sevens"],
        },
    },
]

# Database: SQLite in the project folder unless DATABASE_URL says otherwise. Connections are kept for a minute
# (checked before reuse) rather than opened per request or per task.
DATABASES = {
    "default": dj_database_url.config(
        default=f"sqlite:///{BASE_DIR / 'db.sqlite3'}",
        conn_max_age=int(os.environ.get("CONN_MAX_AGE", "60")),
        conn_health_checks=True,
    )
}
if DATABASES["default"]["ENGINE"] == "django.db.backends.sqlite3":
    DATABASES["default"].setdefault("OPTIONS", {}).update(
        {"transaction_mode": "IMMEDIATE", "timeout": 20, "init_command": "PRAGMA journal_mode=WAL;"}
    )
elif DATABASES["default"]["ENGINE"] == "django.db.backends.postgresql" and os.environ.get("PG_PREPARED", "1") != "0":
    # Parameters bound on the server, so psycopg prepares a statement once it has run it PG_PREPARE_THRESHOLD
    # times on a connection (kept connections, above) and PostgreSQL skips planning it again: planning is much of a
    # small query's cost here (5 ms for a to-do list joining a dozen tables; the post-game benchmark 14% faster).
    # PG_PREPARED=0 turns it off, e.g. behind a connection pooler that cannot carry prepared statements.
    DATABASES["default"].setdefault("OPTIONS", {}).update(
        {"server_side_binding": True, "prepare_threshold": int(os.environ.get("PG_PREPARE_THRESHOLD", "5"))}
    )

DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

AUTHENTICATION_BACKENDS = [
    "axes.backends.AxesStandaloneBackend",
    "django.contrib.auth.backends.ModelBackend",
]
PASSWORD_HASHERS = [
    "django.contrib.auth.hashers.Argon2PasswordHasher",
    "django.contrib.auth.hashers.PBKDF2PasswordHasher",
    "django.contrib.auth.hashers.PBKDF2SHA1PasswordHasher",
    "django.contrib.auth.hashers.ScryptPasswordHasher",
]
AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.UserAttributeSimilarityValidator"},
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator"},
    {"NAME": "django.contrib.auth.password_validation.CommonPasswordValidator"},
    {"NAME": "django.contrib.auth.password_validation.NumericPasswordValidator"},
]
LOGIN_URL = "login"
LOGIN_REDIRECT_URL = "home"
LOGOUT_REDIRECT_URL = "home"

# Login throttling, per client address: ten failed log-ins from one address, whatever usernames it tries, lock
# that address out for fifteen minutes (so one address cannot spray every username), and the same holds for one
# username tried from one address. Nothing locks a username for every address: a stranger's guesses never lock
# the coach out. Behind a proxy the client's address is read from X-Forwarded-For, but only when the request
# comes from one of TRUSTED_PROXIES (addresses or networks, comma-separated); see config/clientip.py.
TRUSTED_PROXIES = env_list("TRUSTED_PROXIES")
AXES_FAILURE_LIMIT = int(os.environ.get("AXES_FAILURE_LIMIT", "10"))
AXES_COOLOFF_TIME = 0.25  # hours
AXES_LOCKOUT_PARAMETERS = ["ip_address", ["username", "ip_address"]]
AXES_RESET_ON_SUCCESS = True
AXES_CLIENT_IP_CALLABLE = "core.clientip.client_ip"

# Languages (README "Languages", docs/languages.md). English is the source language: its pages are the templates'
# and code's own text, with British date formats (config/formats/en). The others are those planned (French, Spanish,
# Italian) and any a translator adds: a folder locale/<code>/LC_MESSAGES/ with its django.po is enough, each named
# in its own language. The page's language is the signed-in user's saved choice, else the switcher's cookie, else
# the browser's Accept-Language, else English.
LANGUAGE_CODE = "en"
PLANNED_LANGUAGES = ("fr", "es", "it")
LOCALE_PATHS = [BASE_DIR / "locale"]


def languages_in(folder: Path, planned=PLANNED_LANGUAGES) -> list[tuple[str, str]]:
    """English, the planned languages and every language with a catalogue under ``folder``
    (``<locale>/LC_MESSAGES/django.po`` or ``.mo``), each by code with its own name (Django's ``LANG_INFO``:
    "Deutsch" for ``de``), sorted by code; a folder Django has no name for is left out."""
    found = {"en", *planned}
    if folder.is_dir():
        for path in folder.iterdir():
            messages = path / "LC_MESSAGES"
            if (messages / "django.po").is_file() or (messages / "django.mo").is_file():
                language, _, country = path.name.partition("_")
                found.add(f"{language}-{country}".lower() if country else language.lower())
    named = []
    for code in sorted(found):
        info = LANG_INFO.get(code, {})
        if "fallback" in info:
            info = LANG_INFO.get(info["fallback"][0], {})
        if "name_local" in info:
            name = info["name_local"]
            named.append((code, name[:1].upper() + name[1:]))
    return named


LANGUAGES = languages_in(BASE_DIR / "locale")
# English keeps the British formats it always had (25 Oct 2006, 25/10/2006); each other language its own.
FORMAT_MODULE_PATH = ["config.formats"]
LANGUAGE_COOKIE_AGE = 365 * 24 * 3600
LANGUAGE_COOKIE_SAMESITE = "Lax"
TIME_ZONE = os.environ.get("TIME_ZONE", "UTC")
USE_I18N = True
USE_TZ = True

STATIC_URL = "static/"
STATIC_ROOT = BASE_DIR / "staticfiles"
STATICFILES_DIRS = [BASE_DIR / "static"]
# Uploaded and generated files (the league's team sheets PDF) go to the default storage: this folder unless set.
MEDIA_ROOT = os.environ.get("MEDIA_ROOT", "") or str(BASE_DIR / "media")
MEDIA_URL = "media/"
STORAGES = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    "staticfiles": {
        "BACKEND": "whitenoise.storage.CompressedManifestStaticFilesStorage"
        if env_bool("STATIC_MANIFEST", not DEBUG)
        else "django.contrib.staticfiles.storage.StaticFilesStorage"
    },
}
WHITENOISE_USE_FINDERS = env_bool("WHITENOISE_USE_FINDERS", True)
# Without collectstatic (development, tests) WhiteNoise serves from the finders and only warns that
# STATIC_ROOT is missing; that warning says nothing useful there.
warnings.filterwarnings("ignore", message="No directory at")

# Security. Off-by-default only where DEBUG is on (local development).
SECURE_SSL_REDIRECT = env_bool("SECURE_SSL_REDIRECT", not DEBUG)
SESSION_COOKIE_SECURE = env_bool("SESSION_COOKIE_SECURE", not DEBUG)
CSRF_COOKIE_SECURE = env_bool("CSRF_COOKIE_SECURE", not DEBUG)
LANGUAGE_COOKIE_SECURE = SESSION_COOKIE_SECURE
LANGUAGE_COOKIE_HTTPONLY = True
SECURE_HSTS_SECONDS = int(os.environ.get("SECURE_HSTS_SECONDS", "0" if DEBUG else "31536000"))
SECURE_HSTS_INCLUDE_SUBDOMAINS = env_bool("SECURE_HSTS_INCLUDE_SUBDOMAINS", not DEBUG)
SECURE_HSTS_PRELOAD = env_bool("SECURE_HSTS_PRELOAD", not DEBUG)
SECURE_REDIRECT_EXEMPT = [r"^healthz$"]
if env_bool("SECURE_PROXY_SSL_HEADER", False):
    SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")
SESSION_COOKIE_HTTPONLY = True
X_FRAME_OPTIONS = "DENY"
SECURE_CONTENT_TYPE_NOSNIFF = True
SECURE_REFERRER_POLICY = "same-origin"
# Content Security Policy on every page: scripts and styles only from this site (htmx is served from static), no
# inline script at all; an inline <style> (the printable sheets) carries the request's nonce.
CONTENT_SECURITY_POLICY = {
    "DIRECTIVES": {
        "default-src": [SELF],
        "script-src": [SELF],
        "style-src": [SELF, NONCE],
        "img-src": [SELF, "data:"],
        "font-src": [SELF],
        "connect-src": [SELF],
        "form-action": [SELF],
        "frame-ancestors": [NONE],
        "base-uri": [SELF],
        "object-src": [NONE],
    }
}

# Celery: without a broker, tasks run eagerly in-process (the embedded default).
CELERY_BROKER_URL = os.environ.get("CELERY_BROKER_URL", "")
CELERY_RESULT_BACKEND = os.environ.get("CELERY_RESULT_BACKEND", "") or (
    CELERY_BROKER_URL if CELERY_BROKER_URL.startswith(("redis://", "rediss://")) else None
)
CELERY_TASK_ALWAYS_EAGER = not CELERY_BROKER_URL
CELERY_TASK_DEFAULT_QUEUE = os.environ.get("CELERY_QUEUE", "sevens")
CELERY_TASK_EAGER_PROPAGATES = True
CELERY_TASK_SERIALIZER = "json"
CELERY_RESULT_SERIALIZER = "json"
CELERY_ACCEPT_CONTENT = ["json"]
CELERY_WORKER_PREFETCH_MULTIPLIER = 4  # post-game tasks take milliseconds; acks_late keeps reserved ones safe
# Post-game tasks take milliseconds: a short time limit lets the broker hand a dead worker's reserved messages
# back within a minute (Redis redelivers an unacknowledged message after its visibility timeout, which must
# exceed the longest a task may run).
CELERY_TASK_TIME_LIMIT = int(os.environ.get("CELERY_TASK_TIME_LIMIT", "30"))
CELERY_TASK_SOFT_TIME_LIMIT = max(CELERY_TASK_TIME_LIMIT - 5, 1)
# kombu's Redis transport looks for messages past their visibility timeout only every
# unacked_restore_interval x unacked_restore_throttle seconds (10 x 10 by default): scan every few seconds so a
# dead worker's messages come back within a minute of their delivery.
CELERY_BROKER_TRANSPORT_OPTIONS = {
    "visibility_timeout": int(os.environ.get("CELERY_VISIBILITY_TIMEOUT", str(CELERY_TASK_TIME_LIMIT + 15))),
    "unacked_restore_interval": int(os.environ.get("CELERY_RESTORE_INTERVAL", "5")),
    "unacked_restore_throttle": 1,
}
# Priorities: kombu's Redis transport keeps a list for each priority step (0, 3, 6, 9) and a worker takes from
# the lowest step first. Tasks go out at CELERY_TASK_DEFAULT_PRIORITY; a coach's choice resumes his team's
# post-game sequence at RESUME_PRIORITY (0), ahead of sequences queued in bulk (matches.tasks.queue_post_game).
CELERY_TASK_DEFAULT_PRIORITY = 6
CELERY_BROKER_CONNECTION_RETRY_ON_STARTUP = True
CELERY_RESULT_EXPIRES = 3600
# Keep a worker's database connection across tasks (Celery closes it after every task otherwise); Django still
# drops it after CONN_MAX_AGE or when unusable.
CELERY_DB_REUSE_MAX = 1000
# The sweep (matches.services.sweep): a post-game sequence with pending steps queued more than
# POST_GAME_SWEEP_AFTER seconds ago is queued again; Celery beat runs it every POST_GAME_SWEEP_EVERY seconds
# (`celery -A config beat`, docker-compose's beat service). Without a broker: `manage.py sweep_post_games`.
POST_GAME_SWEEP_AFTER = int(os.environ.get("POST_GAME_SWEEP_AFTER", "180"))
CELERY_BEAT_SCHEDULE = {
    "sweep-post-games": {
        "task": "matches.tasks.sweep_post_games",
        "schedule": float(os.environ.get("POST_GAME_SWEEP_EVERY", "60")),
    },
}

# E-mail: printed to the console unless EMAIL_HOST names an SMTP server. SITE_URL starts the links in e-mails
# (they are sent by a task, with no request to take the address from).
EMAIL_HOST = os.environ.get("EMAIL_HOST", "")
EMAIL_BACKEND = os.environ.get("EMAIL_BACKEND", "") or (
    "django.core.mail.backends.smtp.EmailBackend" if EMAIL_HOST else "django.core.mail.backends.console.EmailBackend"
)
EMAIL_PORT = int(os.environ.get("EMAIL_PORT") or "587")
EMAIL_HOST_USER = os.environ.get("EMAIL_HOST_USER", "")
EMAIL_HOST_PASSWORD = os.environ.get("EMAIL_HOST_PASSWORD", "")
EMAIL_USE_TLS = env_bool("EMAIL_USE_TLS", True)
EMAIL_TIMEOUT = 20
DEFAULT_FROM_EMAIL = os.environ.get("DEFAULT_FROM_EMAIL") or "Sevens League <noreply@localhost>"
SERVER_EMAIL = DEFAULT_FROM_EMAIL
SITE_URL = (os.environ.get("SITE_URL") or (
    # production without SITE_URL: the first allowed host over https (check --deploy fails if that is a loopback)
    f"https://{ALLOWED_HOSTS[0].lstrip('.')}" if not DEBUG and ALLOWED_HOSTS and ALLOWED_HOSTS[0] not in LOCAL_HOSTS
    else "http://localhost:8000"
)).rstrip("/")

# Throttles (core.throttle): requests allowed per window of THROTTLE_WINDOW seconds.
THROTTLE_WINDOW = int(os.environ.get("THROTTLE_WINDOW", "3600"))
SIGNUP_PER_CLIENT = int(os.environ.get("SIGNUP_PER_CLIENT", "5"))
PASSWORD_RESET_PER_ADDRESS = int(os.environ.get("PASSWORD_RESET_PER_ADDRESS", "3"))
PASSWORD_RESET_PER_CLIENT = int(os.environ.get("PASSWORD_RESET_PER_CLIENT", "10"))

# Cache (the navigation's to-do count, notifications.selectors): this process's memory unless CACHE_URL names a
# Redis server, which every web process and worker then share (docker-compose does).
CACHE_URL = os.environ.get("CACHE_URL", "")
CACHES = {
    "default": {"BACKEND": "core.cache.ReusedClientRedisCache", "LOCATION": CACHE_URL}
    if CACHE_URL.startswith(("redis://", "rediss://"))
    else {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}
}
# Sessions: read from the shared Redis cache (written through to the database) when there is one, which saves each
# signed-in page its session query (bench/trivial.py: 1.85 -> 1.56 ms). Without Redis they stay in the database:
# each process's local memory would keep a session another process logged out.
# Read pages kept per viewer and per data generation (core.pagecache): on when the cache is shared, so every
# process sees the same generation; PAGE_CACHE=0 or 1 decides by hand.
PAGE_CACHE = env_bool("PAGE_CACHE", CACHE_URL.startswith(("redis://", "rediss://")))
PAGE_CACHE_TIMEOUT = int(os.environ.get("PAGE_CACHE_TIMEOUT", "300"))
PAGE_CACHE_VIEWS = [
    "home",
    "league:index",
    "league:detail",
    "league:teams",
    "league:seasons",
    "league:standings",
    "league:fixtures",
    "league:fixture",
    "teams:detail",
    "records:leaders",
    "records:hall_of_fame",
    "records:awards_panel",
    "records:season",
    "records:team",
    "records:player",
    "events:index",
    "events:detail",
    "events:desk",
    "events:screen",
    "events:knockout",
]
SESSION_ENGINE = (
    "django.contrib.sessions.backends.cached_db"
    if CACHE_URL.startswith(("redis://", "rediss://"))
    else "django.contrib.sessions.backends.db"
)

# The read API (api/, docs/api.md): requests per minute with one read token (API_PER_TOKEN) and from one client
# address without a valid token (API_PER_CLIENT); the page size of a list and the largest page a client may ask
# for (a larger one is refused with a 400); how often a token's "last used" is written (seconds: each write is a
# write to the database, which makes every kept page and ETag stale). ETags and kept answers name the data
# generation, so unless API_ETAGS (1 or 0) decides, they are on where every process sees the same one: with the kept
# pages (PAGE_CACHE, on with a shared cache).
API_PER_TOKEN = int(os.environ.get("API_PER_TOKEN", "600"))
API_PER_CLIENT = int(os.environ.get("API_PER_CLIENT", "120"))
API_PAGE_SIZE = 50
API_PAGE_MAX = 200
API_TOKEN_TOUCH_EVERY = 3600
API_ETAGS = os.environ.get("API_ETAGS", "")

# Outgoing webhooks (webhooks/, docs/webhooks.md): seconds a delivery waits for an answer, attempts before it is
# given up (retried with exponential backoff), deliveries given up in a row before a webhook is switched off. Only
# https addresses on the public internet are posted to; the two ALLOW switches are for tests and a local receiver.
WEBHOOKS_TIMEOUT = float(os.environ.get("WEBHOOKS_TIMEOUT", "5"))
WEBHOOKS_ATTEMPTS = 4
WEBHOOKS_SWITCH_OFF_AFTER = 5
WEBHOOKS_ALLOW_PRIVATE = False
WEBHOOKS_ALLOW_HTTP = False

LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "handlers": {"console": {"class": "logging.StreamHandler"}},
    "root": {"handlers": ["console"], "level": os.environ.get("LOG_LEVEL", "WARNING")},
}
