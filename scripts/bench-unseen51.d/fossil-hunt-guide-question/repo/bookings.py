"""Bookings for the guided walks."""

from conditions import safe_to_go
from walks import MAX_GROUP

ADULT_PRICE = 12.0
CHILD_PRICE = 6.0        # 5 to 15, under 5s go free
HAMMER_HIRE = 3.0


def price(adults, children, hammers=0):
    return adults * ADULT_PRICE + children * CHILD_PRICE + hammers * HAMMER_HIRE


def add_booking(walk, name, adults, children=0, hammers=0):
    """Adds a party to a walk (a dict with a 'parties' list). Returns the price."""
    booked = sum(p["adults"] + p["children"] for p in walk["parties"])
    if booked + adults + children > MAX_GROUP:
        raise ValueError("Not enough places left on that walk")
    walk["parties"].append({"name": name, "adults": adults, "children": children})
    return price(adults, children, hammers)


def cancel_booking(walk, name):
    """A customer cancelling their own place - refund is handled by hand."""
    walk["parties"] = [p for p in walk["parties"] if p["name"] != name]


def texts_to_send(walk, forecast):
    """If the walk is off, the names of everyone who needs a text."""
    if safe_to_go(forecast):
        return []
    return [p["name"] for p in walk["parties"]]
