"""Prints the note that goes in each box."""

from boxes import BOX_PRICES, BREAD_PRICE, delivery_fee, order_total


def delivery_note(name, size, postcode, bread=False):
    lines = [f"Furrow & Field - box for {name}, {postcode.upper()}"]
    lines.append(f"  {size.capitalize()} box  £{BOX_PRICES[size]:.2f}")
    if bread:
        lines.append(f"  Sourdough loaf  £{BREAD_PRICE:.2f}")
    fee = delivery_fee(postcode)
    lines.append(f"  Delivery  {'free' if fee == 0 else f'£{fee:.2f}'}")
    lines.append(f"  Total  £{order_total(size, postcode, bread):.2f}")
    return "\n".join(lines)
