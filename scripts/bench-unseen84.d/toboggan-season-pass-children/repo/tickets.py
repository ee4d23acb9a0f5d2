"""Ticket prices for Hollow Hill Toboggan Run."""

SESSION_PRICE = {"adult": 12.00, "child": 8.00}   # one 2-hour session on the run
CHILD_MAX_AGE = 15             # riders aged 15 and under pay the child price
FREE_UNDER = 4                 # under-4s ride free on a grown-up's lap
SEASON_PASS_DISCOUNT = 0.20    # season pass holders get 20% off every session
HELMET_HIRE = 2.50             # per rider, never discounted
SLEDGE_HIRE = 5.00             # per sledge, optional


def rider_price(age, season_pass=False):
    """Session price for one rider."""
    if age < 0:
        raise ValueError("age cannot be negative")
    if age < FREE_UNDER:
        return 0.0
    kind = "child" if age <= CHILD_MAX_AGE else "adult"
    price = SESSION_PRICE[kind]
    if season_pass and kind == "adult":
        price = price * (1 - SEASON_PASS_DISCOUNT)
    return round(price, 2)
