"""Booking confirmation text sent to guests."""
from pricing import booking_total

DEPOSIT_SHARE = 0.25     # paid when booking, the rest 4 weeks before arrival


def deposit_due(total):
    return round(total * DEPOSIT_SHARE, 2)


def confirmation(name, season, nights, guests, pool_heating=False):
    total = booking_total(season, nights, guests, pool_heating)
    extras = " with pool heating" if pool_heating else ""
    return ("Dear %s, your %d-night %s season stay for %d guests%s is confirmed. "
            "Total to pay: £%.2f (deposit now: £%.2f)"
            % (name, nights, season, guests, extras, total, deposit_due(total)))
