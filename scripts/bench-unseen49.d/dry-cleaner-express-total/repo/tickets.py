"""Works out the ticket total and the collection day for the counter."""

from datetime import date, timedelta

from prices import (BULK_DISCOUNT, BULK_PIECES, EXPRESS_SURCHARGE,
                    line_price, piece_count)

NORMAL_TURNAROUND_DAYS = 2


def ticket_total(items, express=False):
    """Total to charge for a ticket, rounded to the penny.

    Bulk discount comes off first, then express is added on top.
    """
    amount = sum(line_price(garment, qty) for garment, qty in items.items())
    if piece_count(items) >= BULK_PIECES:
        amount -= amount * BULK_DISCOUNT
    if express:
        amount += amount * EXPRESS_SURCHARGE
    return round(amount, 2)


def ready_on(dropped_off, express=False):
    """Express is ready the same day, everything else two working days later."""
    if express:
        return dropped_off
    ready = dropped_off
    days = NORMAL_TURNAROUND_DAYS
    while days:
        ready += timedelta(days=1)
        if ready.weekday() < 6:      # we're shut on Sundays
            days -= 1
    return ready


if __name__ == "__main__":
    order = {"shirt": 5}
    print("Total:", ticket_total(order, express=True))
    print("Ready:", ready_on(date.today(), express=True))
