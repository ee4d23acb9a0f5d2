"""Box office for the comedy club above the pub."""

SHOWS = {
    "Friday Night Laughs": {"price": 14.00, "doors": "7:30pm", "seats": 80},
    "New Act Night": {"price": 6.00, "doors": "8pm", "seats": 60},
    "Saturday Headliner": {"price": 20.00, "doors": "7pm", "seats": 80},
}
MAX_PER_BOOKING = 8

sold = {name: 0 for name in SHOWS}


def seats_left(show):
    """How many seats are still unsold for a show."""
    return SHOWS[show]["seats"] - sold[show]


def book(name, show, count):
    """Sell tickets and print a message for the customer. Returns the cost, or None."""
    if count > MAX_PER_BOOKING:
        print(f"Sorry {name}, we can only take {MAX_PER_BOOKING} tickets per booking.")
        return None
    if count > seats_left(show):
        print(f"Sorry {name}, {show} only has {seats_left(show)} seats left.")
        return None
    sold[show] += count
    cost = round(SHOWS[show]["price"] * count, 2)
    print(f"{count} tickets booked for {name} - {show}. Doors {SHOWS[show]['doors']}.")
    print(f"Total £{cost:.2f}, pay on the door.")
    return cost


def refund(show, count):
    """Put returned tickets back on sale."""
    sold[show] = max(0, sold[show] - count)
    print(f"{count} tickets for {show} back on sale.")
