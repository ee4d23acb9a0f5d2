"""Weekly invoices for parents."""

from fees import day_fee


def week_total(days):
    """days: list of (dropped_at, collected_at, meals) for the week."""
    return round(sum(day_fee(d, c, m) for d, c, m in days), 2)


def invoice_lines(child, days):
    """Lines for the printed invoice."""
    lines = [f"Little Acorns Childminding - invoice for {child}"]
    for dropped, collected, meals in days:
        lines.append(f"  {dropped}-{collected}  £{day_fee(dropped, collected, meals):.2f}")
    lines.append(f"  Total due: £{week_total(days):.2f}")
    return lines


if __name__ == "__main__":
    week = [("08:00", "17:30", ("lunch",)), ("08:00", "18:20", ("lunch", "tea"))]
    print("\n".join(invoice_lines("Alfie", week)))
