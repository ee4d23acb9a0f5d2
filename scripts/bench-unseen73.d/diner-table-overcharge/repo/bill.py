"""Rosie's Diner: adding up a table's bill at the till."""

MENU = {
    "full breakfast": 9.50,
    "veggie breakfast": 9.00,
    "pancake stack": 7.25,
    "bacon roll": 4.50,
    "beans on toast": 4.75,
    "tea": 2.20,
    "coffee": 2.80,
    "milkshake": 3.95,
    "orange juice": 2.50,
}

BREAKFASTS = {"full breakfast", "veggie breakfast"}
HOT_DRINKS = {"tea"}

# Breakfast deal: every cooked breakfast that comes with a hot drink
# takes this much off the bill.
DEAL_SAVING = 1.50

# Big tables pay a service charge.
SERVICE_RATE = 0.10
SERVICE_FROM_COVERS = 6


def item_price(name):
    try:
        return MENU[name]
    except KeyError:
        raise ValueError(f"{name} is not on the menu")


def deal_count(items):
    breakfasts = sum(1 for item in items if item in BREAKFASTS)
    drinks = sum(1 for item in items if item in HOT_DRINKS)
    return min(breakfasts, drinks)


def table_total(items, covers):
    subtotal = sum(item_price(item) for item in items)
    subtotal -= DEAL_SAVING * deal_count(items)
    if covers >= SERVICE_FROM_COVERS:
        subtotal += subtotal * SERVICE_RATE
    return round(subtotal, 2)


def print_bill(table, items, covers):
    print(f"Table {table} ({covers} covers)")
    for item in items:
        print(f"  {item:<18} £{item_price(item):.2f}")
    deals = deal_count(items)
    if deals:
        print(f"  Breakfast deal x{deals}  -£{DEAL_SAVING * deals:.2f}")
    if covers >= SERVICE_FROM_COVERS:
        print(f"  Service {SERVICE_RATE:.0%} included")
    print(f"  Total £{table_total(items, covers):.2f}")


if __name__ == "__main__":
    print_bill(4, ["full breakfast", "full breakfast", "coffee", "coffee",
                   "pancake stack", "milkshake"], 4)
