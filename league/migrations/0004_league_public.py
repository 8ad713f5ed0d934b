"""Leagues become public by default (existing ones too); a private league's calendar feed needs its own key."""

import secrets

from django.db import migrations, models

import league.models


def give_each_league_its_own_key(apps, schema_editor):
    League = apps.get_model("league", "League")
    for league in League.objects.only("pk"):
        League.objects.filter(pk=league.pk).update(calendar_key=secrets.token_urlsafe(12))


class Migration(migrations.Migration):
    dependencies = [
        ("league", "0003_concession_records_final_standings"),
    ]

    operations = [
        migrations.AddField(
            model_name="league",
            name="public",
            field=models.BooleanField(
                default=True,
                help_text="Anyone may follow the league without an account; otherwise its members only.",
            ),
        ),
        migrations.AddField(
            model_name="league",
            name="calendar_key",
            field=models.CharField(
                default=league.models.new_invite_code,
                help_text="In a private league's calendar feed address.",
                max_length=32,
            ),
        ),
        migrations.RunPython(give_each_league_its_own_key, migrations.RunPython.noop),
    ]
