"""Works out a haulage quote."""

from rates import (FIRST_PALLETS_INCLUDED, FUEL_SURCHARGE, LONG_RUN_MILES,
                   LONG_RUN_PER_MILE, MINIMUM_CHARGE, PER_MILE, PER_PALLET,
                   WEEKEND_SURCHARGE)

WEEKEND = {"Saturday", "Sunday"}


def mileage_charge(miles):
    if miles <= LONG_RUN_MILES:
        return miles * PER_MILE
    return LONG_RUN_MILES * PER_MILE + (miles - LONG_RUN_MILES) * LONG_RUN_PER_MILE


def pallet_charge(pallets):
    return max(pallets - FIRST_PALLETS_INCLUDED, 0) * PER_PALLET


def quote(pallets, miles, day="Monday"):
    price = mileage_charge(miles) + pallet_charge(pallets)
    if day in WEEKEND:
        price *= 1 + WEEKEND_SURCHARGE
    price = max(price, MINIMUM_CHARGE)
    price *= 1 + FUEL_SURCHARGE
    return round(price, 2)


if __name__ == "__main__":
    print(f"£{quote(1, 30):.2f}")
