"""Prices a glazing job pane by pane."""

from glass import MIN_PANE_CHARGE, PRICE_PER_M2, needs_toughened

FITTING_PER_PANE = 25.00


def pane_price(width_mm, height_mm, kind, bottom_edge_mm):
    """Glass plus fitting for one pane."""
    glass = "toughened" if needs_toughened(kind, bottom_edge_mm) else "float"
    area_m2 = (width_mm / 1000) * (height_mm / 1000)
    cost = max(area_m2 * PRICE_PER_M2[glass], MIN_PANE_CHARGE)
    return round(cost + FITTING_PER_PANE, 2)


def job_price(panes):
    """Total for a list of (width_mm, height_mm, kind, bottom_edge_mm) panes."""
    return round(sum(pane_price(*pane) for pane in panes), 2)


if __name__ == "__main__":
    job = [
        (600, 900, "window", 900),
        (800, 1200, "window", 300),
        (700, 1800, "door", 100),
    ]
    print(f"Job total: £{job_price(job):.2f}")
