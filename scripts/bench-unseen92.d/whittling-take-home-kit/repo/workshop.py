"""Prices for our whittling workshops."""

SESSION_PRICE = {"taster": 25.00, "half_day": 45.00, "full_day": 80.00}
CHILD_DISCOUNT = 0.30      # children pay 70% of the session price
TOOL_HIRE = 6.00           # knife and gloves, per person
GROUP_MIN = 8
GROUP_DISCOUNT = 0.10      # off the session price for groups of 8 or more


def workshop_price(session, adults, children=0, tool_hire=True):
    price = SESSION_PRICE[session] * adults
    price += SESSION_PRICE[session] * (1 - CHILD_DISCOUNT) * children
    people = adults + children
    if people >= GROUP_MIN:
        price *= 1 - GROUP_DISCOUNT
    if tool_hire:
        price += TOOL_HIRE * people
    return round(price, 2)


def booking_line(name, session, adults, children=0):
    total = workshop_price(session, adults, children)
    return "%s - %s workshop, %d adult(s), %d child(ren): £%.2f" % (
        name, session.replace("_", " "), adults, children, total)
