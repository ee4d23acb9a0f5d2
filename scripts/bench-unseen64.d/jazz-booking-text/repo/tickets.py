"""Taking bookings and sending confirmations."""

from datetime import timedelta

from gigs import DOORS_MINUTES_BEFORE, GIGS, TICKET_PRICES

BOOKING_FEE = 1.50


def booking_ref(gig_code, number):
    return f"JZ{gig_code[:2]}{number:04d}"


def ticket_total(kind, quantity):
    if kind not in TICKET_PRICES:
        raise ValueError(f"No such ticket type: {kind}")
    if quantity < 1:
        raise ValueError("Book at least one ticket")
    return round(TICKET_PRICES[kind] * quantity + BOOKING_FEE, 2)


def doors_time(gig_code):
    start = GIGS[gig_code]["start"]
    return start - timedelta(minutes=DOORS_MINUTES_BEFORE)


def nice_time(moment):
    hour = moment.hour % 12 or 12
    suffix = "am" if moment.hour < 12 else "pm"
    return f"{hour}:{moment.minute:02d}{suffix}"


def confirmation(name, gig_code, kind, quantity, number):
    gig = GIGS[gig_code]
    day = gig["start"].strftime("%a %d %b")
    ref = booking_ref(gig_code, number)
    doors = nice_time(doors_time(gig_code))
    return (f"Booked: {quantity} x {kind}, {gig['act']}, {day}. "
            f"Ref {ref}. Arrive by {doors}.")


if __name__ == "__main__":
    print(confirmation("Sam", "BN14", "standing", 2, 42))
    print(f"Total £{ticket_total('standing', 2):.2f}")
