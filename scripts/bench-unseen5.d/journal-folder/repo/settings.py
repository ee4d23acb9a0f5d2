"""Settings for daybook, a tiny command-line journal."""

from pathlib import Path

APP_NAME = "daybook"
DATA_DIR = Path.home() / ".daybook"
ENTRIES_DIR = DATA_DIR / "entries"
EXPORT_DIR = Path.home() / "Documents"
DATE_FORMAT = "%Y-%m-%d"
EDITOR_FALLBACK = "nano"
