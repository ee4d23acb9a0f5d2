"""Ticket prices for guided tours of Fernley Abbey ruins."""

ADULT = 14.00
CHILD = 7.50          # 5 to 15 year olds; under 5s go free
CONCESSION = 11.00    # over 65s and students with a card
GROUP_SIZE = 10       # paying visitors needed for the group rate
GROUP_DISCOUNT = 0.15


def ticket_type(age, student=False):
    """Which ticket someone needs."""
    if age < 5:
        return "free"
    if age <= 15:
        return "child"
    if age >= 65 or student:
        return "concession"
    return "adult"


def tour_price(adults=0, children=0, concessions=0):
    """Price for a party booking a tour together (under 5s aren't counted)."""
    paying = adults + children + concessions
    total = adults * ADULT + children * CHILD + concessions * CONCESSION
    if paying > GROUP_SIZE:
        total *= 1 - GROUP_DISCOUNT
    return round(total, 2)


def group_blurb():
    """Line for the leaflet and the website."""
    return f"Groups of {GROUP_SIZE} or more save {GROUP_DISCOUNT:.0%} on every ticket!"


if __name__ == "__main__":
    print(tour_price(adults=2, children=2))
    print(tour_price(adults=4, children=12))
    print(group_blurb())
