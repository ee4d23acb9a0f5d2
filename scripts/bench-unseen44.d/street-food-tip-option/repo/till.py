"""Prints receipts from the stall's till."""

from menu import MEAL_DEAL_SAVING, PRICES, meal_deals, order_total


def receipt(items):
    lines = [f"{item:<12}£{PRICES[item]:.2f}" for item in items]
    deals = meal_deals(items)
    if deals:
        lines.append(f"{'Meal deal':<12}-£{deals * MEAL_DEAL_SAVING:.2f}")
    lines.append(f"{'TOTAL':<12}£{order_total(items):.2f}")
    return "\n".join(lines)


if __name__ == "__main__":
    print(receipt(["ramen", "gyoza", "bubble tea"]))
