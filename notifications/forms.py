from django import forms

from .models import EmailPreferences


class EmailPreferencesForm(forms.ModelForm):
    class Meta:
        model = EmailPreferences
        fields = list(EmailPreferences.EVENTS)
