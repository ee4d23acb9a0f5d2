"""Landlord fees for Harbour Lettings.

All our fees are quoted before VAT. Referencing is passed straight on at
what the referencing company charges us, so there's no VAT added to it.
"""

VAT_RATE = 0.20
SERVICE_PERCENT = {"let only": 8, "rent collection": 10, "fully managed": 14}
MINIMUM_FEE = 450.0
MINIMUM_TERM_MONTHS = 6        # shorter lets are charged as if they were 6 months
INVENTORY_FEES = {"studio": 95.0, "1 bed": 120.0, "2 bed": 140.0, "3 bed": 165.0}
REFERENCING_PER_TENANT = 35.0


def service_fee(monthly_rent, months, service="let only"):
    """Our percentage of the rent for the whole term, with a minimum."""
    months = max(months, MINIMUM_TERM_MONTHS)
    fee = monthly_rent * months * SERVICE_PERCENT[service] / 100
    return max(fee, MINIMUM_FEE)


def landlord_charge(monthly_rent, months, service="let only", size="1 bed",
                    inventory=False, tenants=1):
    """Total the landlord pays at the start of the tenancy, VAT included."""
    fee = service_fee(monthly_rent, months, service)
    if inventory:
        fee += INVENTORY_FEES[size]
    total = fee * (1 + VAT_RATE)
    total += REFERENCING_PER_TENANT * tenants
    return round(total, 2)
