from datetime import date, timedelta

BOOSTER_INTERVAL = timedelta(days=365)


def due_date(pet):
    """The day the pet's next booster is due."""
    return date.fromisoformat(pet["last_vaccinated"]) + BOOSTER_INTERVAL


def pets_due(pets, today):
    """Names of the pets whose booster is due on or before today."""
    return [pet["name"] for pet in pets if due_date(pet) <= today]
