"""Booking the pistes at the petanque club ground.

Times are whole hours on the 24-hour clock, so 14 to 16 means two till four.
A booking that ends at 4 and another that starts at 4 don't clash.
"""

PISTES = ["A", "B", "C", "D"]
OPEN_HOUR = 9
CLOSE_HOUR = 21
MAX_HOURS = 3

bookings = []    # (piste, start, end, name)


def clashes(piste, start, end):
    """True if the piste is already taken for any part of start-end."""
    for taken, b_start, b_end, _name in bookings:
        if taken != piste:
            continue
        if b_start <= start < b_end:
            return True
    return False


def book(piste, start, end, name):
    """Book a piste; returns False if it is already taken."""
    if piste not in PISTES:
        raise ValueError(f"There is no piste {piste}.")
    if start < OPEN_HOUR or end > CLOSE_HOUR or end <= start:
        raise ValueError("The ground is open from 9am to 9pm.")
    if end - start > MAX_HOURS:
        raise ValueError("Three hours at most, please.")
    if clashes(piste, start, end):
        return False
    bookings.append((piste, start, end, name))
    return True


def free_pistes(hour):
    """Pistes nobody has booked for the hour starting at `hour`."""
    return [p for p in PISTES if not clashes(p, hour, hour + 1)]


def day_sheet():
    """Lines for the clubhouse noticeboard, in time order."""
    return [f"{start:02d}:00-{end:02d}:00  Piste {p}  {name}"
            for p, start, end, name in sorted(bookings, key=lambda b: (b[1], b[0]))]
