"""Ticket prices for the summer maize maze.

Under-3s go free.  A family ticket covers two adults and two children,
and any extra children on a family ticket pay the reduced rate.  Booking
online gets money off the tickets (but not the parking, which is the farm's).
"""

ADULT = 9.50            # 16 and over
CHILD = 7.50            # 3 to 15
FAMILY = 30.00          # 2 adults + 2 children
FAMILY_EXTRA_CHILD = 6.00
ONLINE_DISCOUNT = 0.10
PARKING_PER_CAR = 3.00


def count_visitors(ages):
    """Split a list of ages into (adults, paying children); under-3s are free."""
    adults = sum(1 for a in ages if a >= 16)
    children = sum(1 for a in ages if 3 <= a < 16)
    return adults, children


def ticket_price(ages):
    """Price of the group's tickets, using a family ticket if it fits."""
    adults, children = count_visitors(ages)
    if adults >= 2 and children >= 2:
        price = FAMILY
        price += (adults - 2) * ADULT
        price += (children - 2) * FAMILY_EXTRA_CHILD
        return price
    return adults * ADULT + children * CHILD


def visit_total(ages, online=False, cars=0):
    """What the group pays altogether, parking included."""
    tickets = ticket_price(ages)
    if online:
        tickets *= 1 - ONLINE_DISCOUNT
    return round(tickets + cars * PARKING_PER_CAR, 2)


if __name__ == "__main__":
    print(visit_total([40, 38, 10, 8], online=True, cars=1))
