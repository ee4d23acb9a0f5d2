"""Storage in the spare-parts warehouse."""


class Shelf:
    def __init__(self, code, capacity):
        self.code = code
        self.capacity = capacity
        self.items = {}

    def stored(self):
        return sum(self.items.values())

    def free(self):
        return self.capacity - self.stored()

    def put(self, sku, qty):
        if qty > self.free():
            raise ValueError(f"{self.code} is full")
        self.items[sku] = self.items.get(sku, 0) + qty

    def take(self, sku, qty):
        have = self.items.get(sku, 0)
        if qty > have:
            raise ValueError(f"only {have} of {sku} on {self.code}")
        self.items[sku] = have - qty
        if not self.items[sku]:
            del self.items[sku]


def build_aisle(letter, count, capacity=40):
    return [Shelf(f"{letter}{n}", capacity) for n in range(1, count + 1)]
