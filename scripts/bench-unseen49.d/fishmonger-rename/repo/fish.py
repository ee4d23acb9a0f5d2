"""Prices at Harbourside Fish.

Prices are per kilo and get updated every morning after the market.
"""

PRICE_PER_KG = {
    "cod": 18.50,
    "haddock": 17.00,
    "hake": 14.00,
    "mackerel": 9.50,
    "salmon": 24.00,
    "sea bass": 21.00,
    "crab": 12.00,
}

FILLETING_FEE = 1.00     # per fish we fillet for the customer
OFF_MENU = {"crab"}      # crab is sold whole, so we never fillet it


def weigh_up(species, grams):
    """Price for a weighed piece of fish, to the penny."""
    if species not in PRICE_PER_KG:
        raise KeyError(f"No price set today for {species}")
    return round(PRICE_PER_KG[species] * grams / 1000, 2)


def can_fillet(species):
    """Whether we offer filleting for this one."""
    return species in PRICE_PER_KG and species not in OFF_MENU
