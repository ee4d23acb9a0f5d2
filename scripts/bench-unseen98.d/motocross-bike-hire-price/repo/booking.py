"""Group bookings for track days."""

from trackday import CANCELLATION_FEE, GROUP_DISCOUNT, GROUP_SIZE, OPEN_DAYS, rider_cost


def booking_total(riders, day):
    """riders is a list of (category, hire_bike, hire_kit) tuples."""
    if day.strip().lower() not in OPEN_DAYS:
        raise ValueError("the track is closed that day")
    if not riders:
        raise ValueError("no riders booked")
    total = sum(rider_cost(*rider) for rider in riders)
    if len(riders) >= GROUP_SIZE:
        total *= 1 - GROUP_DISCOUNT
    return round(total, 2)


def refund(amount_paid, days_notice):
    """Money back if a booking is cancelled."""
    if days_notice >= 7:
        return amount_paid
    return round(max(amount_paid - CANCELLATION_FEE, 0.0), 2)
