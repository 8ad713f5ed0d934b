"""What the import commands share at their edge: reading the file argument (or standard input) as bytes."""

from __future__ import annotations

import sys
from pathlib import Path


def read_file_argument(file: str) -> bytes:
    """The bytes of ``file``, or of standard input for ``-``; raises ``OSError`` when it cannot be read. Bytes, so
    that ``rules.textinput.load_json`` reports text that is not UTF-8 as one line like any other refusal."""
    if file == "-":
        stream = getattr(sys.stdin, "buffer", None)
        return stream.read() if stream is not None else sys.stdin.read().encode("utf-8", "surrogateescape")
    return Path(file).read_bytes()
