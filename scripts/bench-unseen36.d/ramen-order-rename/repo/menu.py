"""Prices for the ramen bar."""

BROTH_PRICES = {"shoyu": 9.5, "miso": 10.0, "tonkotsu": 11.5, "veg": 9.0}
TOPPING_PRICES = {"egg": 1.2, "chashu": 2.5, "corn": 0.8, "nori": 0.5, "tofu": 1.5}
LARGE_BOWL_EXTRA = 2.0


def calc_bowl(bowl):
    price = BROTH_PRICES[bowl["broth"]]
    for topping in bowl.get("toppings", []):
        price += TOPPING_PRICES[topping]
    if bowl.get("large"):
        price += LARGE_BOWL_EXTRA
    return round(price, 2)
