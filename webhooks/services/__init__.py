"""The writes of the webhooks app: ``manage`` (a commissioner's or organiser's webhooks: add, switch, delete,
test), ``deliveries`` (what happened made into deliveries, each attempt logged), ``queue`` (the Celery tasks)."""

from .deliveries import announce, delivery_attempt, delivery_create
from .manage import WEBHOOKS_MAX, kinds_for, webhook_add, webhook_delete, webhook_switch, webhook_test

__all__ = [
    "WEBHOOKS_MAX",
    "announce",
    "delivery_attempt",
    "delivery_create",
    "kinds_for",
    "webhook_add",
    "webhook_delete",
    "webhook_switch",
    "webhook_test",
]
