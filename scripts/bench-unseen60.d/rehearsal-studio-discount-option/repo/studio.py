"""Rehearsal room hire for bands."""

import math

DAY_RATE = 14.00          # per hour, before 6pm
EVENING_RATE = 18.00      # per hour, from 6pm and weekends
MIN_HOURS = 2
BACKLINE_HIRE = 10.00     # per session: our drum kit and amps
CANCEL_NOTICE_HOURS = 48


def session_price(hours, evening=False):
    """Room hire for one session, charged by the started hour."""
    hours = max(MIN_HOURS, math.ceil(hours))
    rate = EVENING_RATE if evening else DAY_RATE
    return round(hours * rate, 2)


def booking_total(hours, evening=False, backline=False):
    """Room plus backline for one booking."""
    total = session_price(hours, evening)
    if backline:
        total += BACKLINE_HIRE
    return round(total, 2)


def cancellation_fee(hours, evening, notice_hours):
    """Half the room hire if they cancel at short notice."""
    if notice_hours >= CANCEL_NOTICE_HOURS:
        return 0.0
    return round(session_price(hours, evening) / 2, 2)


def booking_line(band, hours, evening=False, backline=False):
    """One line for the studio diary."""
    when = "evening" if evening else "day"
    total = booking_total(hours, evening, backline)
    return f"{band} - {hours}h {when}{' + backline' if backline else ''} - £{total:.2f}"


if __name__ == "__main__":
    print(booking_line("The Sluice Gates", 3, evening=True, backline=True))
