"""Bill calculation for the Shell & Brine oyster bar."""

# Oysters are priced per half dozen.
OYSTERS_PER_HALF_DOZEN = {
    "rock": 13.50,
    "native": 19.00,
    "fine de claire": 16.50,
}

DRINKS = {
    "picpoul": 29.00,
    "muscadet": 26.50,
    "champagne": 62.00,
    "stout": 6.20,
}

# Happy hour: Tuesday to Thursday, 17:00 until 18:59, rock oysters only.
HAPPY_HOUR_DAYS = ("tue", "wed", "thu")
HAPPY_HOUR_START = 17
HAPPY_HOUR_END = 19
HAPPY_HOUR_ROCK_DISCOUNT = 0.30

# Service charge is added for larger tables only.
SERVICE_CHARGE_FROM_GUESTS = 6
SERVICE_CHARGE_RATE = 0.125


def is_happy_hour(day, hour):
    return day.lower()[:3] in HAPPY_HOUR_DAYS and HAPPY_HOUR_START <= hour < HAPPY_HOUR_END


def oyster_cost(kind, count, day, hour):
    """Cost of `count` oysters of one kind; count must be a multiple of six."""
    if kind not in OYSTERS_PER_HALF_DOZEN:
        raise ValueError(f"unknown oyster: {kind}")
    if count % 6:
        raise ValueError("oysters are sold by the half dozen")
    cost = OYSTERS_PER_HALF_DOZEN[kind] * (count // 6)
    if kind == "rock" and is_happy_hour(day, hour):
        cost *= 1 - HAPPY_HOUR_ROCK_DISCOUNT
    return round(cost, 2)


def bill_total(guests, day, hour, oysters, drinks):
    """oysters: {kind: count}, drinks: {name: quantity}."""
    food = sum(oyster_cost(kind, n, day, hour) for kind, n in oysters.items())
    drink = sum(DRINKS[name] * qty for name, qty in drinks.items())
    total = food + drink
    if guests >= SERVICE_CHARGE_FROM_GUESTS:
        total += total * SERVICE_CHARGE_RATE
    return round(total, 2)
