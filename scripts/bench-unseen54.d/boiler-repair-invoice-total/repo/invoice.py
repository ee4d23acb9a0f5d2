"""Invoices for service visits."""

import math

from rates import (FREE_MILES, HOURLY_REPAIR, LANDLORD_CERTIFICATE,
                   PARTS_MARKUP, PER_MILE, SERVICE_PRICE, VAT_RATE)


def travel_charge(miles_away):
    """Mileage beyond the free radius, charged for the trip there and back."""
    extra = max(0, miles_away - FREE_MILES)
    return round(extra * PER_MILE * 2, 2)


def labour_charge(minutes):
    """Repair time, charged in started half hours."""
    halves = math.ceil(minutes / 30)
    return halves * HOURLY_REPAIR / 2


def invoice(boiler, miles_away, repair_minutes=0, parts=0.0, landlord=False):
    """Return net, VAT and total for a service visit."""
    net = SERVICE_PRICE[boiler] + travel_charge(miles_away)
    net += labour_charge(repair_minutes)
    net += parts + PARTS_MARKUP
    if landlord:
        net += LANDLORD_CERTIFICATE
    vat = round(net * VAT_RATE, 2)
    return {"net": round(net, 2), "vat": vat, "total": round(net + vat, 2)}


if __name__ == "__main__":
    print(invoice("combi", 6))
    print(invoice("oil", 22, repair_minutes=75, parts=38.50))
    print(invoice("system", 12, landlord=True))
