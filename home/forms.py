"""The site-wide forms: sign-up asks for an e-mail address (for the notifications and a password reset), and the
password reset request."""

from django import forms
from django.conf import settings
from django.contrib.auth import get_user_model
from django.contrib.auth.forms import PasswordResetForm, UserCreationForm
from django.utils.translation import gettext_lazy as _

from core import throttle
from core.clientip import client_ip
from notifications.tasks import email_password_reset, queue


class PasswordResetRequestForm(PasswordResetForm):
    """Django's password reset form, sending from a task (the request takes as long whether the address has an
    account or not) and throttled per address and per client address: over a limit nothing is sent, and the page
    says the same as ever (hardening #25)."""

    def save(self, *args, request=None, **kwargs) -> None:
        email = self.cleaned_data["email"]
        window = settings.THROTTLE_WINDOW
        per_address = throttle.allowed("reset-address", email, limit=settings.PASSWORD_RESET_PER_ADDRESS,
                                       window=window)
        per_client = throttle.allowed("reset-client", client_ip(request) if request else "",
                                      limit=settings.PASSWORD_RESET_PER_CLIENT, window=window)
        if not (per_address and per_client):
            return
        for user in self.get_users(email):
            queue(email_password_reset, user.pk)


class SignupForm(UserCreationForm):
    email = forms.EmailField(
        label=_("E-mail address"),
        max_length=254,
        help_text=_(
            "For what waits for you (results to confirm, teams to approve) and a forgotten password. "
            "Nobody else sees it."
        ),
        widget=forms.EmailInput(attrs={"autocomplete": "email"}),
    )

    class Meta(UserCreationForm.Meta):
        model = get_user_model()
        fields = ("username", "email")

    owner_of_address = None  # the account that already has the address typed, if one has

    def clean_email(self) -> str:
        """The address, checked for its shape only: whether an account already has it is not said here (hardening
        #25: sign-up told anyone which addresses are registered). When one has, ``save`` makes the account
        without it and the view tells the address's owner by e-mail instead."""
        email = get_user_model().objects.normalize_email(self.cleaned_data["email"]).strip()
        self.owner_of_address = get_user_model().objects.filter(email__iexact=email).first()
        return email

    def save(self, commit: bool = True):
        user = super().save(commit=False)
        if self.owner_of_address is not None:
            user.email = ""  # one account per address: the new one goes without it
        if commit:
            user.save()
        return user
