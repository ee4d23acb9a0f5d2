"""Booking sheet printed at the front desk each morning."""
from courts import COURTS, slot_price, slot_starts


def free_slots(court, booked):
    """Slots on `court` that nobody has booked; `booked` holds (court, start) pairs."""
    if court not in COURTS:
        raise ValueError(f"no such court: {court}")
    taken = {start for name, start in booked if name == court}
    return [start for start in slot_starts() if start not in taken]


def booking_sheet(booked):
    lines = []
    for court in COURTS:
        free = free_slots(court, booked)
        if free:
            lines.append(f"{court}: {len(free)} free, "
                         f"{free[0]:%H:%M} to {free[-1]:%H:%M}")
        else:
            lines.append(f"{court}: fully booked")
    return "\n".join(lines)


def day_takings(booked, members=()):
    """Court fees for the day; `members` lists the (court, start) pairs booked by members."""
    return sum(slot_price(start, (court, start) in members) for court, start in booked)


if __name__ == "__main__":
    from datetime import time
    today = [("Court 1", time(7, 0)), ("Court 1", time(18, 15)),
             ("Glass court", time(19, 0)), ("Court 2", time(12, 15))]
    print(booking_sheet(today))
    print(f"Takings so far: £{day_takings(today, members=[today[1]]):.2f}")
