from django import forms
from django.conf import settings
from django.utils.translation import gettext_lazy as _

from .models import EmailPreferences


class EmailPreferencesForm(forms.ModelForm):
    class Meta:
        model = EmailPreferences
        fields = list(EmailPreferences.EVENTS)


class LanguageForm(forms.Form):
    """The language switcher's choice: one of the languages the site offers (``settings.LANGUAGES``, read when the
    form is made: a language is added by adding its translation)."""

    language = forms.ChoiceField(label=_("Language"), help_text=_("The language of the site and of your e-mails."))

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["language"].choices = list(settings.LANGUAGES)
