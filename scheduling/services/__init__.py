"""Writes of the scheduling app, by use case: ``proposals`` (coaches propose, accept, withdraw times) and
``deadlines`` (a commissioner's round deadlines and the forfeits after them). Every refusal is a
``rules.errors.DomainError``; every write is made in the fixture's (or season's) data scopes (``core.datagen``)."""

from .deadlines import deadline_clear, deadline_set, forfeit_record
from .proposals import proposal_accept, proposal_make, proposal_withdraw

__all__ = [
    "deadline_clear",
    "deadline_set",
    "forfeit_record",
    "proposal_accept",
    "proposal_make",
    "proposal_withdraw",
]
