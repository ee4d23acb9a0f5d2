"""Weekly bills for the milk round."""

PRICES = {
    "whole milk": 0.95,      # per pint
    "semi skimmed": 0.92,    # per pint
    "oat milk": 1.60,        # per litre carton
    "eggs": 2.40,            # half dozen
    "yoghurt": 0.85,
    "butter": 2.10,
    "orange juice": 1.75,
}
DELIVERY_FEE = 1.50
FREE_DELIVERY_ITEMS = 20


def line_cost(item, qty):
    if item not in PRICES:
        raise KeyError(f"We don't deliver {item}")
    return round(PRICES[item] * qty, 2)


def delivery_charge(order):
    """order maps each item to how many the household takes that week."""
    count = len(order)
    if count >= FREE_DELIVERY_ITEMS:
        return 0.0
    return DELIVERY_FEE


def weekly_bill(order):
    goods = sum(line_cost(item, qty) for item, qty in order.items())
    return round(goods + delivery_charge(order), 2)


def bill_lines(household, order):
    lines = [f"Milk round - {household}"]
    for item, qty in order.items():
        lines.append(f"{qty} x {item}: £{line_cost(item, qty):.2f}")
    fee = delivery_charge(order)
    lines.append("Delivery: free" if fee == 0 else f"Delivery: £{fee:.2f}")
    lines.append(f"Total: £{weekly_bill(order):.2f}")
    return lines


if __name__ == "__main__":
    print("\n".join(bill_lines("Henderson", {"whole milk": 14, "yoghurt": 6})))
