"""Paperwork handed over with the horsebox keys."""

from hire import DEP, hire_price


def due_at_pickup(box, days, miles=0):
    return round(hire_price(box, days, miles) + DEP, 2)


def invoice_lines(name, box, days, miles=0):
    price = hire_price(box, days, miles)
    return [
        f"Hirer: {name}",
        f"{box.title()} horsebox x {days} day(s): £{price:.2f}",
        f"Refundable deposit: £{DEP:.2f}",
        f"Due at pickup: £{due_at_pickup(box, days, miles):.2f}",
    ]


if __name__ == "__main__":
    print("\n".join(invoice_lines("Harriet", "double", 3, 140)))
