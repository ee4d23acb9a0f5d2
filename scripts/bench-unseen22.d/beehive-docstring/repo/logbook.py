"""Simple logbook of inspections, one line per visit."""

from datetime import date

from hives import estimate_harvest, next_inspection

HIVES = {"A": "Buckfast", "B": "Carniolan", "C": "Local mongrel"}


def log_line(hive, when, frames, capped_fraction, supers=1, notes=""):
    if hive not in HIVES:
        raise KeyError(f"no hive called {hive}")
    kg = estimate_harvest(frames, capped_fraction, supers)
    due = next_inspection(when)
    line = f"{when.isoformat()} hive {hive} ({HIVES[hive]}): ~{kg} kg honey, next {due.isoformat()}"
    return f"{line} - {notes}" if notes else line


if __name__ == "__main__":
    print(log_line("A", date(2024, 6, 2), 10, 0.8, supers=2, notes="queen seen"))
    print(log_line("C", date(2024, 6, 3), 8, 0.25))
