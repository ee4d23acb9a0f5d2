SHOWS = {
    "birthday": {"title": "Children's birthday party", "minutes": 60, "price": 180},
    "closeup": {"title": "Close-up table magic", "minutes": 120, "price": 320},
    "wedding": {"title": "Wedding reception mix & mingle", "minutes": 150, "price": 450},
    "stage": {"title": "Stage show (up to 200 guests)", "minutes": 45, "price": 520},
}

TRAVEL_FREE_MILES = 15
TRAVEL_PER_MILE = 0.60


def show_price(kind, miles=0):
    price = SHOWS[kind]["price"]
    extra_miles = max(0, miles - TRAVEL_FREE_MILES)
    return round(price + extra_miles * TRAVEL_PER_MILE, 2)


def describe(kind):
    show = SHOWS[kind]
    return f"{show['title']} - {show['minutes']} min - £{show['price']}"
