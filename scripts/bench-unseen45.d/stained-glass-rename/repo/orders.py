"""Order sheets for commissions and repairs."""

from glass import pane_cost, repair_cost


def order_total(panels):
    """panels is a list of (width, height, glass, pieces) tuples."""
    return round(sum(pane_cost(w, h, g, p) for w, h, g, p in panels), 2)


def order_sheet(customer, panels, repairs=0):
    lines = [f"Commission for {customer}"]
    for w, h, g, p in panels:
        lines.append(f"  {w}x{h}cm {g}, {p} pieces: £{pane_cost(w, h, g, p):.2f}")
    total = order_total(panels)
    if repairs:
        fix = repair_cost(repairs)
        lines.append(f"  repair of {repairs} piece(s): £{fix:.2f}")
        total += fix
    lines.append(f"Total: £{total:.2f}")
    return lines


if __name__ == "__main__":
    print("\n".join(order_sheet("St Anne's Church", [(60, 90, "antique", 40), (30, 30, "cathedral", 8)], repairs=2)))
