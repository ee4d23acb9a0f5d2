"""Working out what a customer on the delivery round owes."""

from prices import line_price

TOWN_DELIVERY = 6.00
OUT_OF_TOWN_DELIVERY = 10.00
FREE_DELIVERY_BAGS = 10
TOWN_POSTCODES = ("LL11", "LL12", "LL13", "LL14")


def postcode_district(postcode):
    return postcode.strip().upper().split()[0]


def delivery_charge(order, postcode):
    if len(order) >= FREE_DELIVERY_BAGS:
        return 0.0
    if postcode_district(postcode) in TOWN_POSTCODES:
        return TOWN_DELIVERY
    return OUT_OF_TOWN_DELIVERY


def order_total(order, postcode):
    goods = sum(line_price(product, bags) for product, bags in order.items())
    return round(goods + delivery_charge(order, postcode), 2)


def delivery_note(customer, order, postcode):
    lines = [f"Delivery for {customer} ({postcode.strip().upper()})"]
    for product, bags in order.items():
        lines.append(f"  {bags:>2} x {product:<18} £{line_price(product, bags):>7.2f}")
    lines.append(f"  {'Delivery':<23} £{delivery_charge(order, postcode):>7.2f}")
    lines.append(f"  {'Total':<23} £{order_total(order, postcode):>7.2f}")
    return "\n".join(lines)


if __name__ == "__main__":
    print(delivery_note("Mrs Pritchard", {"house coal": 4, "coke": 2}, "LL12 7BT"))
