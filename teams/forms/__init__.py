"""Forms for teams, by use: ``draft`` (the draft builder, hiring, roster files), ``corrections`` (a commissioner's),
``redraft`` (between seasons); ``common`` holds what they share."""

from .common import STALE_ABOVE_THE_FORM, name_field, validate_one_line
from .corrections import CorrectPlayerForm, CorrectTeamForm
from .draft import (
    BbrosterPasteForm,
    DraftRow,
    DraftState,
    HireForm,
    ImportForm,
    StartDraftForm,
    draft_choice,
    draft_state_from_bbroster,
    draft_state_from_post,
)
from .redraft import RedraftForm

__all__ = [
    "STALE_ABOVE_THE_FORM",
    "BbrosterPasteForm",
    "CorrectPlayerForm",
    "CorrectTeamForm",
    "DraftRow",
    "DraftState",
    "HireForm",
    "ImportForm",
    "RedraftForm",
    "StartDraftForm",
    "draft_choice",
    "draft_state_from_bbroster",
    "draft_state_from_post",
    "name_field",
    "validate_one_line",
]
