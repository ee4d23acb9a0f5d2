"""End-of-month report for the site manager."""

import fees
from bookings import Booking, booking_total


def revenue_by_kind(bookings):
    totals = {}
    for b in bookings:
        pitch = fees.calc_pitch_fee(b.kind, b.nights, b.adults, b.electric, b.month)
        totals[b.kind] = round(totals.get(b.kind, 0.0) + pitch, 2)
    return totals


def monthly_report(bookings):
    lines = [f"{len(bookings)} bookings"]
    for kind, amount in sorted(revenue_by_kind(bookings).items()):
        lines.append(f"  {kind}: £{amount:.2f}")
    total = sum(booking_total(b) for b in bookings)
    lines.append(f"Total taken: £{total:.2f}")
    return "\n".join(lines)


if __name__ == "__main__":
    print(monthly_report([
        Booking("Patel", "tent", 2, 8),
        Booking("Jones", "caravan", 3, 8, adults=3, electric=True, dogs=1),
        Booking("Moreau", "tent", 1, 5, dogs=2),
    ]))
