"""Rates for Greenlines Turf & Lawn Care, from 1st March.

Area prices are per square metre.  Turf is priced separately from the
labour so we can show customers both on the quote.
"""

TURF_PER_M2 = 4.20            # meadow-grade rolls from Brook Farm
LAYING_PER_M2 = 6.80          # labour: prepare the ground, lay and roll
TOPSOIL_PER_BAG = 6.80        # 25 litre bag of screened topsoil
WASTE_PER_TONNE = 32.00       # taking the old turf away
MINIMUM_JOB = 150.00


def rate_card():
    """Lines for the price list we hand out at garden shows."""
    return [
        f"Turf supplied: £{TURF_PER_M2:.2f} per m²",
        f"Laying: £{LAYING_PER_M2:.2f} per m²",
        f"Topsoil: £{TOPSOIL_PER_BAG:.2f} per bag",
        f"Old turf removed: £{WASTE_PER_TONNE:.2f} per tonne",
        f"Minimum job £{MINIMUM_JOB:.0f}",
    ]
