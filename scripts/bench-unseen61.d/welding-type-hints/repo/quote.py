"""Quotes for mobile welding and fabrication jobs."""

HOURLY_RATE = 55.00
CALL_OUT = 40.00
MIN_HOURS = 1.0
GAS_PER_HOUR = 6.50
VAT_RATE = 0.20
MATERIALS = {
    "mild steel": 4.50,
    "stainless": 11.00,
    "aluminium": 8.00,
    "cast iron": 14.00,
}


def labour_cost(hours, on_site=False):
    hours = max(hours, MIN_HOURS)
    cost = hours * (HOURLY_RATE + GAS_PER_HOUR)
    if on_site:
        cost += CALL_OUT
    return round(cost, 2)


def material_cost(metal, metres):
    if metal not in MATERIALS:
        raise ValueError(f"we don't weld {metal}")
    return round(MATERIALS[metal] * metres, 2)


def job_quote(metal, metres, hours, on_site=False):
    net = labour_cost(hours, on_site) + material_cost(metal, metres)
    vat = round(net * VAT_RATE, 2)
    return {"net": round(net, 2), "vat": vat, "total": round(net + vat, 2)}


def quote_lines(customer, metal, metres, hours, on_site=False):
    q = job_quote(metal, metres, hours, on_site)
    where = "on site" if on_site else "in the workshop"
    return [
        f"Quote for {customer}",
        f"{metres:g}m of {metal} welding, {where}",
        f"Net £{q['net']:.2f}",
        f"VAT £{q['vat']:.2f}",
        f"Total £{q['total']:.2f}",
    ]
