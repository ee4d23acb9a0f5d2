"""Weekly round: which hives need a look, and what was found."""
from datetime import date

from hives import days_since, last_inspection, log_inspection

HIVES = ["Clover", "Heather", "Linden"]
CHECK_EVERY_DAYS = 7


def due(today, book):
    return [h for h in HIVES if (days_since(h, today, book) or CHECK_EVERY_DAYS) >= CHECK_EVERY_DAYS]


def report(hive, book):
    last = last_inspection(hive, book)
    if last is None:
        return f"{hive}: never inspected"
    queen = "queen seen" if last["queen_seen"] else "no queen seen"
    return f"{hive}: {last['day']:%d %b}, {last['brood_frames']} brood frames, {queen}"


if __name__ == "__main__":
    book = {}
    log_inspection("Clover", date(2024, 5, 2), 6, True, book=book)
    log_inspection("Heather", date(2024, 5, 8), 4, False, "check again", book=book)
    print(", ".join(due(date(2024, 5, 10), book)))
    for hive in HIVES:
        print(report(hive, book))
