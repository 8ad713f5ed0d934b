"""Date and number formats of our own by language (``FORMAT_MODULE_PATH``); a language not here has Django's."""
