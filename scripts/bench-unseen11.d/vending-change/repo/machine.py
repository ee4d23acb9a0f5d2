import sys

from vending import format_coin, make_change

PRICES = {"A1": 120, "A2": 150, "B1": 85, "B2": 200, "C1": 65}


def sell(slot, paid):
    """Sell the snack in slot and return the coins to give back."""
    price = PRICES[slot]
    if paid < price:
        raise ValueError(f"{slot} costs {format_coin(price)}, only {format_coin(paid)} paid")
    return make_change(paid - price)


def receipt(slot, paid):
    coins = sell(slot, paid)
    if not coins:
        return f"{slot}: no change"
    return f"{slot}: change " + " + ".join(format_coin(c) for c in coins)


if __name__ == "__main__":
    print(receipt(sys.argv[1], int(sys.argv[2])))
