"""Keeps track of seats on each sailing and writes confirmations."""

from fares import BOAT_CAPACITY, group_note, party_fare

# seats already booked, by sailing time - filled in from the booking diary
SAILINGS = {"10:00": 0, "12:30": 0, "15:00": 0}


def seats_left(sailing):
    return BOAT_CAPACITY - SAILINGS[sailing]


def can_book(sailing, ages):
    """Is there room for everyone in the party on this sailing?"""
    return len(ages) <= seats_left(sailing)


def book(sailing, ages, dogs=0, lead_name="guest"):
    """Take the booking and return the confirmation text."""
    if not can_book(sailing, ages):
        raise ValueError(f"Only {seats_left(sailing)} seats left on the {sailing}")
    SAILINGS[sailing] += len(ages)
    price = party_fare(ages, dogs)
    return "\n".join([
        f"Booking confirmed for {lead_name}: {len(ages)} passenger(s) on the {sailing} sailing.",
        f"Amount paid: £{price:.2f}",
        group_note(),
    ])


if __name__ == "__main__":
    print(book("10:00", [35, 9, 7], dogs=1, lead_name="Mr Jarvis"))
