"""Class bookings for the Sunrise Yoga studio."""


def new_class(name, capacity):
    return {"name": name, "capacity": capacity, "booked": [], "waitlist": []}


def spaces_left(yoga_class):
    return max(yoga_class["capacity"] - len(yoga_class["booked"]), 0)


def book(yoga_class, member):
    """Book a member in, or put them on the waitlist when the class is full.

    Returns "booked", "waitlisted" or "already booked".
    """
    if member in yoga_class["booked"] or member in yoga_class["waitlist"]:
        return "already booked"
    if len(yoga_class["booked"]) <= yoga_class["capacity"]:
        yoga_class["booked"].append(member)
        return "booked"
    yoga_class["waitlist"].append(member)
    return "waitlisted"


def cancel(yoga_class, member):
    """Cancel a booking; the first person on the waitlist gets the space."""
    if member in yoga_class["waitlist"]:
        yoga_class["waitlist"].remove(member)
        return
    yoga_class["booked"].remove(member)
    if yoga_class["waitlist"]:
        yoga_class["booked"].append(yoga_class["waitlist"].pop(0))
