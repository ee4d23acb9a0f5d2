"""Counter prices at Harbour Catch seafood shop."""

PRICE_PER_KG = {
    "cod": 18.50,
    "haddock": 17.00,
    "salmon": 24.00,
    "prawns": 32.00,
    "mussels": 7.50,
    "crab": 15.00,
}
PREPARATION_FEES = {"none": 0.00, "fillet": 1.50, "dress": 3.00}
MIN_WEIGHT_KG = 0.1


def calc_price(fish, weight_kg):
    """Price of a weighed piece of fish or shellfish."""
    if weight_kg < MIN_WEIGHT_KG:
        raise ValueError("minimum weight is 100 g")
    return round(PRICE_PER_KG[fish] * weight_kg, 2)


def preparation_fee(style):
    """Charge for filleting or dressing; unknown styles are free."""
    return PREPARATION_FEES.get(style, 0.00)


def price_list():
    """Lines for the board behind the counter."""
    return [f"{fish.title()}: £{calc_price(fish, 1.0):.2f}/kg"
            for fish in sorted(PRICE_PER_KG)]
