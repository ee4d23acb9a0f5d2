"""Inspection records for the apiary."""

from datetime import date, timedelta

INSPECTION_GAP_DAYS = 7
HONEY_KG_PER_FULL_SUPER = 12.5


def next_inspection(last, gap_days=INSPECTION_GAP_DAYS):
    return last + timedelta(days=gap_days)


def brood_frames(frames):
    return sum(1 for frame in frames if frame == "brood")


def needs_super(frames):
    stores = sum(1 for frame in frames if frame in ("honey", "pollen"))
    return stores >= len(frames) * 0.7


def honey_estimate(supers, fill_fraction):
    return round(supers * fill_fraction * HONEY_KG_PER_FULL_SUPER, 1)


def parse_note(line):
    # notes look like "Hive 3: calm, queen seen, eggs"
    label, _, rest = line.partition(":")
    number = int(label.split()[-1])
    return number, [word.strip() for word in rest.split(",") if word.strip()]


def hives_due(last_inspections, today):
    due = []
    for hive, last in sorted(last_inspections.items()):
        if next_inspection(last) <= today:
            due.append(hive)
    return due
