"""Booking confirmations for tandem hire."""

from pricing import calc_hire, group_price


def describe_length(hours=0, days=0):
    if days:
        return "%d day%s" % (days, "" if days == 1 else "s")
    return "%g hours" % hours


def confirmation(name, tandems=1, hours=0, days=0, child_seat=False, electric=False):
    each = calc_hire(hours=hours, days=days, child_seat=child_seat, electric=electric)
    total = group_price(tandems, hours=hours, days=days,
                        child_seat=child_seat, electric=electric)
    lines = [
        "Booking for %s" % name,
        "%d tandem%s, %s" % (tandems, "" if tandems == 1 else "s",
                             describe_length(hours, days)),
        "Price per tandem: £%.2f" % each,
        "Total: £%.2f" % total,
    ]
    return "\n".join(lines)


def deposit_due(total):
    """We take a quarter of the total up front, at least £10."""
    return round(max(total * 0.25, 10.00), 2)
