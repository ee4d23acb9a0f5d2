"""Puts a caravan park bill together for reception."""

from extras import awning_charge, dog_charge, utility_surcharge
from pitches import nightly_rate, people_charge


def per_night(pitch, month, ages, dogs=0, amps=0, awning=False):
    """Everything charged for one night on the pitch."""
    charge = nightly_rate(pitch, month) + people_charge(ages)
    charge += dog_charge(dogs) + awning_charge(awning)
    charge += utility_surcharge(pitch, amps)
    return charge


def stay_total(pitch, month, nights, ages, dogs=0, amps=0, awning=False):
    """Total for the whole stay."""
    return round(per_night(pitch, month, ages, dogs, amps, awning) * nights, 2)


def bill_text(name, pitch, month, nights, ages, **extras):
    """Short bill for printing at reception."""
    total = stay_total(pitch, month, nights, ages, **extras)
    return f"{name}: {nights} nights on a {pitch} pitch - £{total:.2f}"


if __name__ == "__main__":
    print(bill_text("The Dawsons", "hardstanding", 7, 5, [44, 41, 9, 3], dogs=1, amps=16))
