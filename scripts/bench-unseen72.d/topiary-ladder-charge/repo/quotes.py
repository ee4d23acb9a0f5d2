"""Clipped & Shaped topiary: quotes for hedge and shrub trimming jobs."""

HOURLY_RATE = 32.00
MINIMUM_CHARGE = 45.00
TALL_HEDGE_METRES = 2.0
LADDER_CHARGE = 20.00        # once per job if any hedge is taller than TALL_HEDGE_METRES
GREEN_WASTE_PER_BAG = 3.50


def needs_ladder(hedges):
    return any(h.get("height", 0) > TALL_HEDGE_METRES for h in hedges)


def job_price(hedges, waste_bags=0):
    """hedges is a list of dicts with 'name', 'height_m' and 'hours'."""
    hours = sum(h["hours"] for h in hedges)
    price = max(hours * HOURLY_RATE, MINIMUM_CHARGE)
    if needs_ladder(hedges):
        price += LADDER_CHARGE
    price += waste_bags * GREEN_WASTE_PER_BAG
    return round(price, 2)


def quote_text(customer, hedges, waste_bags=0):
    lines = [f"Quote for {customer}"]
    for h in hedges:
        lines.append(f"  {h['name']} ({h['height_m']:.1f} m), {h['hours']} h")
    if needs_ladder(hedges):
        lines.append(f"  Ladder work £{LADDER_CHARGE:.2f}")
    if waste_bags:
        lines.append(f"  Green waste: {waste_bags} bags")
    lines.append(f"  Total £{job_price(hedges, waste_bags):.2f}")
    return "\n".join(lines)


if __name__ == "__main__":
    print(quote_text("Mr Aldous", [
        {"name": "front privet", "height_m": 1.6, "hours": 2},
        {"name": "leylandii", "height_m": 3.2, "hours": 3.5},
    ], waste_bags=4))
