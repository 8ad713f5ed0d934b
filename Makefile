# The two commands of the README: `make run` and `make test`.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
HOST ?= 127.0.0.1
PORT ?= 8000

.PHONY: run test install system-deps messages check bench clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)

$(VENV)/.installed: requirements.txt | $(BIN)/python
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -r requirements.txt
	touch $@

install: $(VENV)/.installed

# Debian packages: Chromium for the browser tests, Pango for PDF team sheets, gettext for the translations.
system-deps:
	@scripts/system-deps.sh

# The translations (locale/<lang>/LC_MESSAGES/django.po) compiled for Django, when there are any; without
# GNU gettext's msgfmt the pages stay in English (docs/languages.md).
messages: install
	@if find locale -name django.po 2>/dev/null | grep -q .; then \
	  if command -v msgfmt >/dev/null 2>&1; then \
	    DEBUG=1 $(BIN)/python manage.py compilemessages --ignore=.venv --ignore=node_modules --verbosity 0; \
	  else echo "msgfmt (Debian's gettext) is missing: the translations are not compiled." >&2; fi; \
	fi

# Install, migrate, load the demo league and serve on http://$(HOST):$(PORT)
run: install
	-@scripts/system-deps.sh --optional
	@$(MAKE) --no-print-directory messages
	DEBUG=1 $(BIN)/python manage.py migrate --noinput
	DEBUG=1 DEMO_ADDRESS=http://$(HOST):$(PORT) $(BIN)/python manage.py demo
	DEBUG=1 $(BIN)/python manage.py demo_event
	DEBUG=1 $(BIN)/python manage.py demo_schedule
	DEBUG=1 $(BIN)/python manage.py runserver $(HOST):$(PORT)

# Install everything and run every test (lint, Django checks, unit, browser).
test: install system-deps messages
	$(BIN)/python -m ruff check .
	DEBUG=1 $(BIN)/python manage.py makemigrations --check --dry-run
	$(BIN)/python -m pytest $(PYTEST_ARGS)

# The benchmarks that need no services (SQLite). With PostgreSQL and Redis running (see bench/README.md):
# bench/pages.py, bench/load.py, bench/trivial.py and bench/postgame.py, each on its own.
bench: install
	$(BIN)/python bench/run.py

clean:
	rm -rf $(VENV) staticfiles db.sqlite3 db.sqlite3-wal db.sqlite3-shm
