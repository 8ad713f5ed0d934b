"""Factories shared by every app's tests."""

import factory
from django.contrib.auth import get_user_model

PASSWORD = "a-long-test-password"


class UserFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = get_user_model()
        django_get_or_create = ("username",)

    username = factory.Sequence(lambda n: f"user{n}")
    password = factory.django.Password(PASSWORD)
