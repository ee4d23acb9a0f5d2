"""Class prices for Fernhill Fitness."""

CLASS_PRICES = {"spin": 9.00, "hiit": 8.50, "yoga": 10.00, "boxfit": 9.50}
OFF_PEAK_DISCOUNT = 0.20     # 20% off off-peak classes
OFF_PEAK_END_HOUR = 16       # weekday classes starting before 4pm are off-peak
MEMBER_DISCOUNT = 0.10       # members get a further 10% off
WEEKDAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]


def is_off_peak(day, start_hour):
    """Is a class on this day (e.g. 'tue') at this hour (0-23) off-peak?"""
    day = day.lower()[:3]
    if day not in WEEKDAYS:
        raise ValueError("unknown day: %s" % day)
    if day in ("sat", "sun"):
        return False
    return start_hour >= OFF_PEAK_END_HOUR


def class_price(name, day, start_hour, member=False):
    """Price of one place on a class."""
    if name not in CLASS_PRICES:
        raise ValueError("unknown class: %s" % name)
    price = CLASS_PRICES[name]
    if is_off_peak(day, start_hour):
        price -= price * OFF_PEAK_DISCOUNT
    if member:
        price -= price * MEMBER_DISCOUNT
    return round(price, 2)
