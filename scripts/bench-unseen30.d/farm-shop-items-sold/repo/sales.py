"""Till records for the farm shop honesty-box and counter."""

PRICES = {
    "eggs (half dozen)": 2.20,
    "eggs (dozen)": 4.00,
    "honey jar": 6.50,
    "veg box": 12.00,
    "apple juice": 3.75,
}


def parse_line(line):
    """Turn 'honey jar, 2, card' into (item, quantity, payment)."""
    item, qty, payment = [part.strip() for part in line.split(",")]
    if item not in PRICES:
        raise ValueError(f"unknown item: {item}")
    return item, int(qty), payment.lower()


def load_day(lines):
    return [parse_line(l) for l in lines if l.strip() and not l.startswith("#")]


def line_value(sale):
    item, qty, _ = sale
    return round(PRICES[item] * qty, 2)
