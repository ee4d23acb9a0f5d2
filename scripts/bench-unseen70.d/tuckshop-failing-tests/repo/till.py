"""Till for the St Aidan's school tuck shop. All prices are in pence."""

PRICES = {
    "apple": 30,
    "flapjack": 60,
    "crisps": 50,
    "water": 40,
    "juice": 70,
    "cookie": 45,
}

DAILY_LIMIT = 300


def basket_total(items):
    total = 0
    for item in items:
        if item not in PRICES:
            raise KeyError(f"not on sale: {item}")
        total += PRICES[item]
    return total


def can_buy(spent_today, items):
    """A pupil may spend up to DAILY_LIMIT pence a day, including this basket."""
    return spent_today + basket_total(items) < DAILY_LIMIT


def pence_to_pounds(pence):
    return f"£{pence / 100}"


def receipt(items):
    lines = [f"{item:<10}{pence_to_pounds(PRICES[item])}" for item in items]
    lines.append(f"{'TOTAL':<10}{pence_to_pounds(basket_total(items))}")
    return "\n".join(lines)
