"""Prices at the taco stand."""

PRICES = {
    "chicken taco": 3.50,
    "beef taco": 3.80,
    "bean taco": 3.00,
    "fish taco": 4.20,
    "nachos": 5.50,
    "churro": 2.50,
    "horchata": 2.80,
    "cola": 1.80,
}
TACO_DEAL_SIZE = 3
TACO_DEAL_SAVING = 1.00


def taco_deal_saving(items):
    tacos = sum(1 for item in items if item.endswith("taco"))
    return (tacos // TACO_DEAL_SIZE) * TACO_DEAL_SAVING


def order_total(items):
    for item in items:
        if item not in PRICES:
            raise ValueError(f"not on the menu: {item}")
    total = sum(PRICES[item] for item in items) - taco_deal_saving(items)
    return round(total, 2)
