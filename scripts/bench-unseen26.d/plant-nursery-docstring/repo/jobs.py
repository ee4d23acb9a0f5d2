"""Builds the morning job list for greenhouse staff."""

from datetime import date

from nursery import needs_water, next_pot_size, repot_due

BENCH = [
    # (label, kind, pot cm, potted on, last watered, rootbound)
    ("Basil 'Genovese'", "herb", 9, date(2025, 3, 1), date(2025, 5, 1), False),
    ("Hardy geranium", "perennial", 12, date(2025, 1, 10), date(2025, 5, 2), True),
    ("Echeveria", "succulent", 9, date(2024, 6, 1), date(2025, 4, 20), False),
    ("Pittosporum", "shrub", 19, date(2024, 9, 1), date(2025, 5, 3), False),
]


def morning_jobs(today):
    jobs = []
    for label, kind, pot, potted_on, watered, rootbound in BENCH:
        due, _ = repot_due(kind, potted_on, rootbound, today)
        if due:
            jobs.append(f"pot on {label} into {next_pot_size(pot)} cm")
        if needs_water(kind, watered, today):
            jobs.append(f"water {label}")
    return jobs


if __name__ == "__main__":
    for job in morning_jobs(date(2025, 5, 4)):
        print("-", job)
