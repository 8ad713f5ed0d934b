"""One account per e-mail address, whatever its case (hardening #25): two sign-ups at once could share one, as the
sign-up form's check had no constraint behind it. The account model is Django's own, so the index is made here, in
the app that sends the e-mails (an address left empty is not counted)."""

from django.db import migrations

INDEX = "auth_user_email_ci_unique"


class Migration(migrations.Migration):

    dependencies = [
        ("auth", "0012_alter_user_first_name_max_length"),
        ("notifications", "0002_event_emails"),
    ]

    operations = [
        migrations.RunSQL(
            f"CREATE UNIQUE INDEX {INDEX} ON auth_user (UPPER(email)) WHERE email <> ''",
            f"DROP INDEX {INDEX}",
        ),
    ]
