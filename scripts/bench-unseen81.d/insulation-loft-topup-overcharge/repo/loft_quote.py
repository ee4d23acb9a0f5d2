"""Loft insulation quotes for Warmhouse Insulation Ltd."""

# £ per square metre, by finished depth in mm
FULL_RATES = {100: 6.50, 200: 9.80, 270: 12.40}    # bare loft, nothing there yet
TOPUP_RATES = {100: 4.20, 200: 6.90, 270: 8.60}    # laid over existing insulation

BOARDING_PER_M2 = 14.00    # chipboard loft boarding for storage
CLEARANCE_FEE = 45.00      # taking out old, damaged insulation (per job)
MIN_CHARGE = 180.00        # smallest job we will do


def loft_quote(area_m2, depth_mm, top_up=False, boarded_m2=0, clearance=False):
    """Price for insulating one loft."""
    if depth_mm not in FULL_RATES:
        raise ValueError("we only fit 100, 200 or 270 mm")
    if area_m2 <= 0 or boarded_m2 < 0 or boarded_m2 > area_m2:
        raise ValueError("check the loft and boarding areas")
    rates = FULL_RATES if top_up else TOPUP_RATES
    total = area_m2 * rates[depth_mm]
    total += boarded_m2 * BOARDING_PER_M2
    if clearance:
        total += CLEARANCE_FEE
    if total < MIN_CHARGE:
        total = MIN_CHARGE
    return round(total, 2)


def quote_text(customer, area_m2, depth_mm, top_up=False, boarded_m2=0, clearance=False):
    price = loft_quote(area_m2, depth_mm, top_up, boarded_m2, clearance)
    job = "top-up" if top_up else "full"
    lines = [
        "Quote for %s" % customer,
        "%s m2 loft, %d mm (%s)" % (area_m2, depth_mm, job),
    ]
    if boarded_m2:
        lines.append("Boarding: %s m2" % boarded_m2)
    if clearance:
        lines.append("Clearance of old insulation")
    lines.append("Total: £%.2f" % price)
    return "\n".join(lines)
