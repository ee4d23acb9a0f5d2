"""Ticket prices and entry checks for the exhibition."""
from hours import OPENING_HOURS, last_entry, to_minutes

TICKET_PRICE = {"adult": 14.0, "concession": 10.0, "child": 6.0}
UNDER_FIVES_FREE = True
FAMILY_TICKET = 36.0    # 2 adults + up to 3 children


def ticket_total(adults, concessions=0, children=0, under_fives=0):
    if adults == 2 and concessions == 0 and 1 <= children <= 3:
        total = FAMILY_TICKET
    else:
        total = (adults * TICKET_PRICE["adult"]
                 + concessions * TICKET_PRICE["concession"]
                 + children * TICKET_PRICE["child"])
    if not UNDER_FIVES_FREE:
        total += under_fives * TICKET_PRICE["child"]
    return round(total, 2)


def can_enter(day, hhmm):
    """True if a visitor arriving at hhmm on day may still come in."""
    hours = OPENING_HOURS.get(day)
    if hours is None:
        return False
    arrive = to_minutes(hhmm)
    return to_minutes(hours[0]) <= arrive <= to_minutes(last_entry(day))
