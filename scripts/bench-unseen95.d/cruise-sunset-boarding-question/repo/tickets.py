"""Ticket prices and the text printed on each ticket."""

from schedule import boarding_closes, returns_at, SAILINGS

PRICES = {"adult": 18.0, "child": 9.0, "senior": 14.0}
MEAL_SUPPLEMENT = {"lunch": 22.0, "sunset": 35.0}


def ticket_price(sailing, passenger="adult"):
    if passenger not in PRICES:
        raise ValueError(f"unknown passenger type: {passenger}")
    return PRICES[passenger] + MEAL_SUPPLEMENT.get(sailing, 0.0)


def ticket_text(sailing, passenger="adult"):
    return "\n".join([
        f"{sailing.title()} cruise ({passenger})",
        f"Departs {SAILINGS[sailing]}, back about {returns_at(sailing)}",
        f"Boarding closes {boarding_closes(sailing)}",
        f"Price: £{ticket_price(sailing, passenger):.2f}",
    ])
