"""Booking confirmations for Larchwood Lodges."""

from pricing import stay_total

DEPOSIT_RATE = 0.30   # 30% deposit when booking, the rest on arrival


def deposit(total):
    return round(total * DEPOSIT_RATE, 2)


def confirm(guest, lodge, nights, weekend_nights=0, dogs=0):
    """Return a dict describing the booking for the confirmation email."""
    total = stay_total(lodge, nights, weekend_nights, dogs)
    paid_now = deposit(total)
    return {
        "guest": guest,
        "lodge": lodge.title(),
        "nights": nights,
        "dogs": dogs,
        "total": total,
        "deposit": paid_now,
        "balance": round(total - paid_now, 2),
    }


def confirmation_text(booking):
    return "\n".join([
        "Dear %s," % booking["guest"],
        "Your %d-night stay in the %s lodge is booked." % (booking["nights"], booking["lodge"]),
        "Total: £%.2f (deposit paid: £%.2f, due on arrival: £%.2f)"
        % (booking["total"], booking["deposit"], booking["balance"]),
    ])
