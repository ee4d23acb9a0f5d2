"""Weekly veg box subscriptions."""

SIZES = {"small": 14.50, "medium": 19.00, "large": 25.50}
ORGANIC_EXTRA = 3.00
SWAP_LIMIT = 2


class Box:
    def __init__(self, customer, size="medium", organic=False):
        if size not in SIZES:
            raise ValueError(f"no {size} box")
        self.customer = customer
        self.size = size
        self.organic = organic
        self.swaps = []

    def price(self):
        return SIZES[self.size] + (ORGANIC_EXTRA if self.organic else 0.0)

    def swap(self, out, instead):
        if len(self.swaps) >= SWAP_LIMIT:
            raise ValueError("only two swaps a week")
        self.swaps.append((out, instead))

    def label(self):
        kind = "organic " if self.organic else ""
        return f"{self.customer}: {self.size} {kind}box"
