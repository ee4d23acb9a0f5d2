"""Quotes for windscreen chip repairs and screen replacements."""

CHIP_REPAIR_FIRST = 45.00
CHIP_REPAIR_EXTRA = 15.00
MAX_CHIPS = 3
REPLACEMENT = {
    "small car": 260.00,
    "family car": 320.00,
    "4x4": 365.00,
    "van": 380.00,
}
SENSOR_RECALIBRATION = 90.00
MOBILE_CALLOUT = 20.00
INSURANCE_EXCESS = 95.00


def repair_price(chips):
    if chips < 1:
        raise ValueError("nothing to repair")
    if chips > MAX_CHIPS:
        raise ValueError("too many chips to repair, the screen needs replacing")
    price = 0.0
    for n in range(chips):
        price += CHIP_REPAIR_EXTRA if n > 1 else CHIP_REPAIR_FIRST
    return price


def replacement_price(vehicle, sensors=False):
    if vehicle not in REPLACEMENT:
        raise ValueError(f"unknown vehicle type: {vehicle}")
    price = REPLACEMENT[vehicle]
    if sensors:
        price += SENSOR_RECALIBRATION
    return price


def quote(job, vehicle="family car", chips=0, sensors=False, mobile=False, insured=False):
    if job == "repair":
        price = repair_price(chips)
        if insured:
            return 0.0
    elif job == "replace":
        price = replacement_price(vehicle, sensors)
        if insured:
            return min(price, INSURANCE_EXCESS)
    else:
        raise ValueError(f"unknown job: {job}")
    if mobile:
        price += MOBILE_CALLOUT
    return round(price, 2)


def quote_text(customer, job, **details):
    total = quote(job, **details)
    if total == 0:
        return f"{customer}: covered in full by your insurer, nothing to pay."
    return f"{customer}: £{total:.2f} to pay on the day."
