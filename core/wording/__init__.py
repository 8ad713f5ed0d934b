"""The one place the rules' codes are worded for people.

The rules core (``rules/``) imports no Django and speaks no language: a broken rule is a
``rules.violations.Violation`` (``code``, ``field``, ``params``, and a ``variant`` where one code is said in more
than one way). ``VIOLATIONS`` holds each sentence, keyed ``code`` or ``code.variant``, as a lazy gettext message
with the params as named placeholders (``ngettext`` where a count varies); ``word(violation)`` says one in the
active language. ``say(key, params)`` says any other key of the catalogue (a purchase's history line).

The seam with ``rules.errors.DomainError``: a service that raises one with violations words it where it raises
(``DomainError(word(v), field=v.field, violations=[v], word=word)``), so ``messages()`` and ``add_to(form)`` show
the same sentences; a template shows a violation with ``{% load terms %}{{ violation|word }}``.

Values are shown as the rules give them (names stay as they are), except: the gold pieces (params ``cost``,
``budget``, ``price``, ``treasury``) printed with the locale's grouping (``gp``); a tuple of names joined by commas
("none" when empty). A few placeholders are worked out from the params: ``who`` (a player: his name, else
"Player 3 (Blitzer)" from ``number`` and ``position``, else "A Blitzer"), ``journeyman`` (his name, else "This
Journeyman"), ``positions`` (the position's name in the plural: position names stay English, so they take the
English plural). A later round's roster problem (param ``stage``) is prefixed with its round.

The package by job: ``violations`` (the sentences, ``word``, ``say``, ``gp``), ``rulespack`` (an event's rulespack
page), ``files`` (a roster file refused).
"""

from .files import file_problem
from .rulespack import rulespack
from .violations import CATALOGUE, GOLD, LINES, VIOLATIONS, english_plural, gp, say, values, word, words

__all__ = [
    "CATALOGUE",
    "GOLD",
    "LINES",
    "VIOLATIONS",
    "english_plural",
    "file_problem",
    "gp",
    "rulespack",
    "say",
    "values",
    "word",
    "words",
]
