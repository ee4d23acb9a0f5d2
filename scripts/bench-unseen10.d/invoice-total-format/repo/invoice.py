def format_item(name, qty, unit_price, currency="EUR"):
    return f"{qty} x {name:<20} {qty * unit_price:>9.2f} {currency}"


def format_total(amount, currency="EUR"):
    return f"Total: {amount} {currency}"


def render(items, currency="EUR"):
    lines = [format_item(n, q, p, currency) for n, q, p in items]
    total = sum(q * p for _, q, p in items)
    lines.append(format_total(total, currency))
    return "\n".join(lines)
