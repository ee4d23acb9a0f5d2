"""Who may give blood at the mobile donation bus."""
from datetime import timedelta

MIN_GAP_DAYS = 56
MIN_AGE = 17
MIN_WEIGHT_KG = 50


def days_since(last_donation, today):
    return (today - last_donation).days


def can_donate(donor, today):
    if donor["age"] < MIN_AGE or donor["weight_kg"] < MIN_WEIGHT_KG:
        return False
    last = donor.get("last_donation")
    if last is None:
        return True
    return days_since(last, today) > MIN_GAP_DAYS


def next_eligible(donor):
    last = donor.get("last_donation")
    if last is None:
        return None
    return last + timedelta(days=MIN_GAP_DAYS)
