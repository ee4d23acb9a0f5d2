"""The narrow list of notes on the left of the window."""

from notes import preview


def sidebar_entry(note):
    return f"{note.title} - {preview(note.body)}"


def sidebar(notes):
    newest_first = sorted(notes, key=lambda n: n.created, reverse=True)
    return "\n".join(sidebar_entry(n) for n in newest_first)
