"""Medieval jousting shows: ticket prices for the castle tournament."""

ADULT_TICKET = 18.00
CHILD_TICKET = 10.00        # ages 5 to 15; under-5s go free
FAMILY_DISCOUNT = 0.10      # 10% off when 2+ adults come with 2+ children
BOOKING_FEE = 1.50          # per booking, for online bookings only
MAX_TICKETS = 10


def is_family(adults, children):
    return adults >= 2 and children >= 2


def ticket_price(adults, children=0, under_fives=0, online=False):
    """Total for one booking, rounded to pence."""
    if adults < 1:
        raise ValueError("children must come with an adult")
    if adults + children > MAX_TICKETS:
        raise ValueError("please call us for groups of more than 10")
    total = adults * ADULT_TICKET + children * CHILD_TICKET
    if is_family(adults, children):
        total = total * (1 - FAMILY_DISCOUNT)
    if online:
        total += BOOKING_FEE
    return round(total, 2)


def ticket_summary(adults, children=0, under_fives=0, online=False):
    """Short text for the ticket office screen."""
    parts = [f"{adults} adult"]
    if children:
        parts.append(f"{children} child")
    if under_fives:
        parts.append(f"{under_fives} under-5 (free)")
    price = ticket_price(adults, children, under_fives, online)
    return ", ".join(parts) + f": £{price:.2f}"
