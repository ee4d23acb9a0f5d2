"""Who can collect a parcel today, and how big it should be."""

from datetime import date

import settings


def visits_this_month(history, today):
    return sum(1 for d in history if (d.year, d.month) == (today.year, today.month))


def can_visit(history, today, has_referral=True, config=None):
    cfg = config or settings.load()
    if cfg["referral_required"] and not has_referral:
        return False
    return visits_this_month(history, today) < cfg["max_visits_per_month"]


def parcel_size(adults, children, config=None):
    cfg = (config or settings.load())["parcel"]
    items = adults * cfg["items_per_adult"] + children * cfg["items_per_child"]
    return min(items, cfg["max_items"])


if __name__ == "__main__":
    today = date(2025, 3, 20)
    history = [date(2025, 3, 4), date(2025, 3, 13)]
    print("can visit:", can_visit(history, today))
    print("parcel items:", parcel_size(2, 3))
