"""Working out order totals and printing kitchen/customer slips."""

from menu import DELIVERY_FEE, EXTRAS, FREE_DELIVERY_FROM, PRICES


def line_price(item, qty=1, extras=()):
    """Price of one line of an order: a dish, how many, and any extras on each."""
    if item not in PRICES:
        raise ValueError(f"not on the menu: {item}")
    if qty < 1:
        raise ValueError("quantity must be at least 1")
    each = PRICES[item]
    for extra in extras:
        if extra not in EXTRAS:
            raise ValueError(f"unknown extra: {extra}")
        each += EXTRAS[extra] * qty
    return round(each * qty, 2)


def subtotal(lines):
    return round(sum(line_price(**line) for line in lines), 2)


def delivery_charge(lines, delivery=True):
    if not delivery:
        return 0.0
    if subtotal(lines) >= FREE_DELIVERY_FROM:
        return 0.0
    return DELIVERY_FEE


def order_total(lines, delivery=True):
    return round(subtotal(lines) + delivery_charge(lines, delivery), 2)


def print_slip(name, lines, delivery=True):
    print(f"Order for {name}")
    for line in lines:
        extras = line.get("extras", ())
        label = line["item"] + (" + " + ", ".join(extras) if extras else "")
        print(f"  {line.get('qty', 1)} x {label}  £{line_price(**line):.2f}")
    if delivery:
        print(f"  Delivery  £{delivery_charge(lines, delivery):.2f}")
    print(f"Total £{order_total(lines, delivery):.2f}")
