"""Unicycle hire shop - hire prices."""

HOURLY_RATE = 8.00
DAY_RATE = 30.00          # flat price per rider for more than 4 hours
SAFETY_PACK = 3.50        # helmet and pads, per rider
GROUP_SIZE = 6            # riders needed for the group discount
GROUP_DISCOUNT = 0.15     # off the hire price (not the safety packs)


def rider_price(hours):
    if hours > 4:
        return DAY_RATE
    return HOURLY_RATE * hours


def hire_total(riders, hours, safety_pack=True):
    if riders < 1:
        raise ValueError("at least one rider needed")
    price = rider_price(hours) * riders
    if riders > GROUP_SIZE:
        price = price * (1 - GROUP_DISCOUNT)
    if safety_pack:
        price += SAFETY_PACK * riders
    return round(price, 2)


def hire_summary(name, riders, hours, safety_pack=True):
    total = hire_total(riders, hours, safety_pack)
    return "%s: %d rider(s), %g hour(s), £%.2f" % (name, riders, hours, total)
