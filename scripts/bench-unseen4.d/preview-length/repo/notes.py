"""Notes and their one-line previews."""

from dataclasses import dataclass, field
from datetime import date


@dataclass
class Note:
    title: str
    body: str
    created: date = field(default_factory=date.today)


def preview(text):
    """First line of text, cut to 40 characters with "..." at the end."""
    stripped = text.strip()
    if not stripped:
        return ""
    line = stripped.splitlines()[0]
    if len(line) <= 40:
        return line
    return line[:40 - 3].rstrip() + "..."
