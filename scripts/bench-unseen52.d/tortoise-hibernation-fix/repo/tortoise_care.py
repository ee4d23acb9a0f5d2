"""Booking helper for Shell Haven tortoise care (we look after tortoises
while their owners are away)."""

DAILY_RATE = 6.50
HEATED_SUPPLEMENT = 2.00      # per day, Mediterranean species need a heat lamp
HEATED_SPECIES = {"hermann's", "spur-thighed", "marginated"}
MAX_GUESTS = 12               # enclosures we have in the shed
MIN_WEIGHT_GRAMS = 100        # anything smaller stays with a vet


def needs_heat(species):
    """True if this species needs a heated enclosure."""
    return species.strip().lower() in HEATED_SPECIES


def can_take_booking(current_guests, weight_grams, is_hibernating):
    """Decide whether we can accept a tortoise.

    We only take tortoises that are awake (hibernating ones go to the
    fridge service at the vets instead), that weigh at least the
    minimum weight, and only while we still have an enclosure free.
    """
    if is_hibernating and weight_grams < MIN_WEIGHT_GRAMS:
        return False
    return current_guests < MAX_GUESTS


def stay_price(species, days):
    """Total price for a stay, in pounds."""
    per_day = DAILY_RATE
    if needs_heat(species):
        per_day += HEATED_SUPPLEMENT
    return round(per_day * days, 2)


if __name__ == "__main__":
    print(can_take_booking(3, 850, False))
    print(stay_price("Hermann's", 14))
