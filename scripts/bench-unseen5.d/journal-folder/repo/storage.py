"""Reads and writes journal entries, one Markdown file per day."""

from datetime import date

from settings import DATE_FORMAT, ENTRIES_DIR


def entry_path(day):
    return ENTRIES_DIR / f"{day.strftime(DATE_FORMAT)}.md"


def save_entry(text, day=None):
    day = day or date.today()
    ENTRIES_DIR.mkdir(parents=True, exist_ok=True)
    path = entry_path(day)
    with open(path, "a", encoding="utf-8") as fh:
        fh.write(text.rstrip() + "\n")
    return path


def list_entries():
    if not ENTRIES_DIR.exists():
        return []
    return sorted(p.stem for p in ENTRIES_DIR.glob("*.md"))
