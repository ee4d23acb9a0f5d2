"""Snack vending machine in the sports hall foyer. All money is in pence."""


class SoldOut(Exception):
    pass


class VendingMachine:
    def __init__(self, slots):
        """slots: code -> {"name": str, "price": int, "stock": int}"""
        self.slots = {code: dict(info) for code, info in slots.items()}
        self.sales = []  # codes sold today, oldest first

    def buy(self, code, paid):
        """Sell one item and return the change."""
        if code not in self.slots:
            raise KeyError(code)
        slot = self.slots[code]
        if slot["stock"] == 0:
            raise SoldOut(slot["name"])
        if paid < slot["price"]:
            raise ValueError("not enough money")
        slot["stock"] -= 1
        self.sales.append(code)
        return paid - slot["price"]

    def restock(self, code, count):
        self.slots[code]["stock"] += count

    def takings(self):
        return sum(self.slots[code]["price"] for code in self.sales)
