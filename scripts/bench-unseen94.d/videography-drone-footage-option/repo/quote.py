"""Quotes for Silver Frame Videography."""

HOURLY_RATE = 85.00          # filming, per hour on site
MIN_HOURS = 2                # we never film for less than this
EDITING_DAY_RATE = 240.00
FREE_MILES = 20              # travel within this distance is free
PER_MILE = 0.60              # beyond the free miles, each way counted once
VAT_RATE = 0.20


def travel_cost(miles):
    return max(0, miles - FREE_MILES) * PER_MILE


def quote(hours, editing_days=0, miles=0):
    """Total price including VAT for a filming job."""
    hours = max(hours, MIN_HOURS)
    net = hours * HOURLY_RATE
    net += editing_days * EDITING_DAY_RATE
    net += travel_cost(miles)
    return round(net * (1 + VAT_RATE), 2)


def quote_summary(client, hours, editing_days=0, miles=0):
    total = quote(hours, editing_days, miles)
    return f"Quote for {client}: £{total:.2f} including VAT"
