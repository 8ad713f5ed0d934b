"""What a delivery says: ``news`` reads what happened into one plain ``Announcement`` (its league or event and a
``data`` dict of names and figures), and each preset renders it: ``discord`` as Discord embeds, ``signed`` as the
generic JSON body with its Standard Webhooks headers."""
