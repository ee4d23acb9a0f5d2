"""Bookings for the Sunnyside Community Centre Zumba classes."""

DROP_IN_PRICE = 6.00
BLOCK_OF_TEN_PRICE = 50.00
MEMBER_DISCOUNT = 0.10      # off drop-ins only

CLASSES = {
    "Zumba Gold": {"day": "Monday", "time": "10:30", "capacity": 20},
    "Zumba Fitness": {"day": "Wednesday", "time": "19:00", "capacity": 30},
    "Aqua Zumba": {"day": "Friday", "time": "18:15", "capacity": 15},
}


def drop_in_price(member=False):
    price = DROP_IN_PRICE
    if member:
        price *= 1 - MEMBER_DISCOUNT
    return round(price, 2)


def cost_for(sessions, member=False):
    """Price for a number of sessions: as many blocks of ten as fit, then drop-ins."""
    blocks, rest = divmod(sessions, 10)
    return round(blocks * BLOCK_OF_TEN_PRICE + rest * drop_in_price(member), 2)


def book(class_name, name, booked_so_far):
    """Returns the message to show the customer."""
    info = CLASSES[class_name]
    if booked_so_far >= info["capacity"]:
        return f"{class_name} is fully booked, sorry!"
    return f"Thanks {name}, you're booked into {class_name} on {info['day']} at {info['time']}."
