"""Inspection records for the hives in the apiary."""
from datetime import date

INSPECTIONS = {}  # hive name -> list of inspection dicts, oldest first


def log_inspection(hive, day, brood_frames, queen_seen, notes="", book=INSPECTIONS):
    """Store one inspection and return how many the hive has had."""
    if brood_frames < 0:
        raise ValueError("brood_frames cannot be negative")
    entry = {"day": day, "brood_frames": brood_frames, "queen_seen": queen_seen, "notes": notes}
    book.setdefault(hive, []).append(entry)
    return len(book[hive])


def last_inspection(hive, book=INSPECTIONS):
    entries = book.get(hive, [])
    return entries[-1] if entries else None


def days_since(hive, today, book=INSPECTIONS):
    last = last_inspection(hive, book)
    return None if last is None else (today - last["day"]).days


def parse_day(text):
    return date.fromisoformat(text)
