"""The demo data behind `manage.py demo` and `make run`."""

from django.contrib.auth import get_user_model
from django.db import transaction

DEMO_PASSWORD = "sevens-demo"  # noqa: S105 (published demo login)
DEMO_USERS = [
    ("commish", "commissioner of the demo league"),
    ("coach", "coach of the demo teams"),
    ("rival", "coach of a rival team"),
]


@transaction.atomic
def load_demo() -> list[tuple[str, str, str]]:
    User = get_user_model()
    for username, _role in DEMO_USERS:
        user, created = User.objects.get_or_create(username=username)
        if created:
            user.set_password(DEMO_PASSWORD)
            user.save()
    return [(username, DEMO_PASSWORD, role) for username, role in DEMO_USERS]
