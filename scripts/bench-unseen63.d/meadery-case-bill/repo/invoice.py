from shop import EXTRAS, MEADS, case_discount, delivery_charge, order_total


def invoice_lines(customer, bottles, extras=None, delivered=True):
    extras = extras or {}
    lines = [f"Bramblecombe Meadery - order for {customer}"]
    for name, qty in bottles.items():
        lines.append(f"{qty} x {name.title()} mead @ £{MEADS[name]:.2f}")
    for name, qty in extras.items():
        lines.append(f"{qty} x {name} @ £{EXTRAS[name]:.2f}")
    discount = case_discount(bottles)
    if discount:
        lines.append(f"Case discount: -£{discount:.2f}")
    if delivered:
        charge = delivery_charge(bottles, extras, delivered)
        lines.append(f"Delivery: £{charge:.2f}" if charge else "Delivery: FREE")
    else:
        lines.append("Collecting from the meadery")
    lines.append(f"Total: £{order_total(bottles, extras, delivered):.2f}")
    return lines


if __name__ == "__main__":
    print("\n".join(invoice_lines("Gwen Arkwright", {"traditional": 4, "melomel": 2}, {"gift tube": 1})))
