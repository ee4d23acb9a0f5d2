"""The Little Gift Box: adding up a customer's basket."""

CARD_CATEGORY = "card"
CARDS_DEAL = 3            # 3 for 2 on greetings cards


def line_total(item):
    if item["qty"] < 1:
        raise ValueError(f"Bad quantity for {item['name']}")
    return item["price"] * item["qty"]


def cards_saving(items):
    """Every third card is free - the cheapest ones go free first."""
    card_prices = []
    for item in items:
        if item.get("category") == CARD_CATEGORY:
            card_prices.extend([item["price"]] * item["qty"])
    card_prices.sort()
    free = len(card_prices) // CARDS_DEAL
    return sum(card_prices[:free])


def basket_total(items, voucher=0.0):
    total = sum(line_total(item) for item in items)
    total -= cards_saving(items)
    total -= voucher
    return round(max(total, 0.0), 2)
