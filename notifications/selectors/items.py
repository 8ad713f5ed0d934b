"""One item of the to-do list and the labels of its kinds."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date

from django.utils.translation import gettext_lazy as _
from django.utils.translation import pgettext_lazy

from ..hooks import todo_label


@dataclass(frozen=True)
class Todo:
    """One thing waiting for the user: what it is, the page that does it and the button's label."""

    kind: str
    text: str
    url: str
    action: str
    league: str = ""
    when: date | None = None
    detail: str = ""

    @property
    def label(self) -> str:
        return KIND_LABELS.get(self.kind) or todo_label(self.kind) or self.kind.replace("_", " ").capitalize()


KIND_LABELS = {  # the badges of the to-do list's items
    "result": pgettext_lazy("to-do badge", "Result"),
    "entry": pgettext_lazy("to-do badge", "Entry"),
    "advancement": pgettext_lazy("to-do badge", "Advancement"),
    "redraft": pgettext_lazy("to-do badge", "Re-draft"),
    "post_game": pgettext_lazy("to-do badge", "Post-game"),
    "pregame": pgettext_lazy("to-do badge", "Pre-game"),
    "waiting": pgettext_lazy("to-do badge", "Waits"),
    "report": pgettext_lazy("to-do badge", "Report"),
    "enter_team": _("Your team"),
    "joined": pgettext_lazy("to-do badge", "Joined"),
}
