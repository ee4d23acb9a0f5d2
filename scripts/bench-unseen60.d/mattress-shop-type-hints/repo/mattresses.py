"""Prices, delivery and finance for the mattress shop."""

BASE_PRICES = {"single": 199.00, "small double": 249.00, "double": 279.00, "king": 349.00}
POCKET_SPRING_EXTRA = 0.30     # on top of the open-coil price
MEMORY_FOAM_TOPPER = 60.00
DELIVERY_ZONES = {1: 0.00, 2: 25.00, 3: 45.00}
TAKE_AWAY_OLD = 30.00
FINANCE_APR_FREE_MONTHS = 12


def mattress_price(size, pocket_sprung=False, topper=False):
    """Shop price of one mattress."""
    price = BASE_PRICES[size]
    if pocket_sprung:
        price *= 1 + POCKET_SPRING_EXTRA
    if topper:
        price += MEMORY_FOAM_TOPPER
    return round(price, 2)


def delivery_charge(zone, take_old_away=False):
    """Delivery by postcode zone, plus taking the old mattress to the tip."""
    if zone not in DELIVERY_ZONES:
        raise ValueError("We don't deliver that far, sorry.")
    return DELIVERY_ZONES[zone] + (TAKE_AWAY_OLD if take_old_away else 0.0)


def monthly_payment(total, months):
    """Interest-free monthly payment, rounded up to the penny."""
    if not 1 <= months <= FINANCE_APR_FREE_MONTHS:
        raise ValueError("Interest-free finance is up to 12 months.")
    pennies = -(-round(total * 100) // months)
    return pennies / 100


def order_summary(name, size, zone, **options):
    """One line for the delivery sheet."""
    take = options.pop("take_old_away", False)
    total = mattress_price(size, **options) + delivery_charge(zone, take)
    return f"{name}: {size} mattress, zone {zone}, £{total:.2f}"


if __name__ == "__main__":
    print(order_summary("Mrs Hale", "double", 2, pocket_sprung=True, take_old_away=True))
