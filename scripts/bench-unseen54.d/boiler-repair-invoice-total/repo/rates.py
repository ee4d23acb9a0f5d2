"""Charges for Warmfront Heating - boiler servicing and repairs.

All prices are before VAT.
"""

SERVICE_PRICE = {"combi": 85.00, "system": 95.00, "oil": 140.00}
LANDLORD_CERTIFICATE = 45.00   # gas safety record for landlords
HOURLY_REPAIR = 55.00          # repairs are charged per half hour or part of one
PARTS_MARKUP = 0.15            # on top of what the parts cost us
FREE_MILES = 10                # from the yard, each way
PER_MILE = 0.45                # every mile beyond that, there and back
VAT_RATE = 0.20


def phone_quote(boiler):
    """Service price as we quote it on the phone, VAT included."""
    return round(SERVICE_PRICE[boiler] * (1 + VAT_RATE), 2)
