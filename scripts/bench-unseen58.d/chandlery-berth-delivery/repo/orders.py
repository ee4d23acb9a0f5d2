"""Orders at the chandlery."""

PRICES = {
    "mooring line 12mm": 3.20,      # per metre
    "fender": 24.00,
    "shackle": 6.50,
    "antifouling 2.5l": 89.00,
    "gas bottle": 38.00,
    "boat hook": 19.50,
}
PER_METRE = {"mooring line 12mm"}


class Order:
    """One customer's order; lines are (item, quantity) pairs, rope in metres."""

    def __init__(self, customer, lines):
        self.customer = customer
        self.lines = list(lines)

    def goods_total(self):
        """Price of everything on the order."""
        return round(sum(PRICES[item] * qty for item, qty in self.lines), 2)

    def total(self):
        """What the customer pays."""
        return self.goods_total()
