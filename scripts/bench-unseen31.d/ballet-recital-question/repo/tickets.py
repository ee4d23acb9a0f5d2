"""Sell recital tickets seat by seat."""

from seating import sellable_seats

PRICE_ADULT = 8.00
PRICE_CHILD = 4.00


class BoxOffice:
    def __init__(self):
        self.sold = {}

    def available(self):
        return [s for s in sellable_seats() if s not in self.sold]

    def sell(self, seat, child=False):
        if seat not in self.available():
            raise ValueError(f"{seat} is not available")
        self.sold[seat] = PRICE_CHILD if child else PRICE_ADULT
        return self.sold[seat]

    def takings(self):
        return sum(self.sold.values())


if __name__ == "__main__":
    office = BoxOffice()
    office.sell("B5")
    office.sell("B6", child=True)
    print(len(office.available()), "seats left, takings £%.2f" % office.takings())
