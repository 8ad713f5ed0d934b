"""One item of the to-do list and the labels of its kinds."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date

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


KIND_LABELS = {
    "result": "Result",
    "entry": "Entry",
    "advancement": "Advancement",
    "redraft": "Re-draft",
    "post_game": "Post-game",
    "pregame": "Pre-game",
    "waiting": "Waits",
    "report": "Report",
    "enter_team": "Your team",
    "joined": "Joined",
}
