"""What goes into our Christmas and birthday hampers."""

ITEMS = {
    "cheddar": 5.50, "chutney": 4.25, "crackers": 2.80, "fudge": 3.95,
    "port": 14.00, "prosecco": 11.50, "shortbread": 3.60, "tea": 4.40,
}
BASKETS = {"wicker small": 9.00, "wicker large": 14.00, "wooden crate": 7.50}
PACKING = 3.00             # straw, cellophane and a bow


def hmpr_tot(contents, basket):
    """Price of one hamper: the contents, the basket and the packing."""
    return round(sum(ITEMS[item] for item in contents) + BASKETS[basket] + PACKING, 2)
