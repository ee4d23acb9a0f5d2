"""Rates for the haulage quoting system."""

PER_MILE = 1.85
PER_PALLET = 22.00
FIRST_PALLETS_INCLUDED = 1      # the first pallet is included in the mileage rate
LONG_RUN_MILES = 120            # runs over this get the long-run rate on the extra miles
LONG_RUN_PER_MILE = 1.40
WEEKEND_SURCHARGE = 0.15        # Saturday and Sunday jobs
FUEL_SURCHARGE = 0.08           # added to everything at the end
MINIMUM_CHARGE = 95.00
