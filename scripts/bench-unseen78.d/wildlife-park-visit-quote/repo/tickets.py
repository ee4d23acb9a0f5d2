"""Wildlife park admission prices."""

ADULT = 18.50
CHILD = 11.00              # ages 3 to 15
SENIOR = 15.00             # 65 and over
UNDER_THREE = 0.00
FAMILY_TICKET = 52.00      # exactly 2 adults and 2 children
FEEDING_EXPERIENCE = 6.00  # per person aged 3 or over
ONLINE_DISCOUNT = 0.10     # booked on the website


def ticket_price(age):
    if age < 3:
        return UNDER_THREE
    if age <= 15:
        return CHILD
    if age >= 65:
        return SENIOR
    return ADULT


def is_family(ages):
    adults = [a for a in ages if a > 15]
    children = [a for a in ages if 3 <= a <= 15]
    return len(adults) == 2 and len(children) == 2


def visit_total(ages, online=False, feeding=False):
    if is_family(ages):
        total = FAMILY_TICKET
    else:
        total = sum(ticket_price(a) for a in ages)
    if feeding:
        total += FEEDING_EXPERIENCE * len([a for a in ages if a >= 3])
    if online:
        total = total * (1 - ONLINE_DISCOUNT)
    return round(total, 2)
