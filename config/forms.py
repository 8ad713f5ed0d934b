"""The site-wide forms: sign-up asks for an e-mail address (for the notifications and a password reset)."""

from django import forms
from django.contrib.auth import get_user_model
from django.contrib.auth.forms import UserCreationForm


class SignupForm(UserCreationForm):
    email = forms.EmailField(
        label="E-mail address",
        max_length=254,
        help_text="For what waits for you (results to confirm, teams to approve) and a forgotten password. "
        "Nobody else sees it.",
        widget=forms.EmailInput(attrs={"autocomplete": "email"}),
    )

    class Meta(UserCreationForm.Meta):
        model = get_user_model()
        fields = ("username", "email")

    def clean_email(self) -> str:
        email = get_user_model().objects.normalize_email(self.cleaned_data["email"]).strip()
        if get_user_model().objects.filter(email__iexact=email).exists():
            raise forms.ValidationError("An account already uses this e-mail address. Log in, or reset its password.")
        return email
