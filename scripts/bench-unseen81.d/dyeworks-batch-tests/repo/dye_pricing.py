"""Pricing and turnaround for custom dye batches at Indigo Lane Dyeworks."""

BASE_PER_KG = {"cotton": 18.00, "wool": 24.00, "silk": 38.00}
COLOUR_SETUP = 12.50        # per colour in the recipe
BULK_THRESHOLD_KG = 10      # batches of 10 kg or more get the bulk discount
BULK_DISCOUNT = 0.10        # off the whole batch price
RUSH_SURCHARGE = 30.00      # flat, never discounted
BASE_DAYS = 5               # working days for a small batch


def batch_price(fibre, kg, colours=1, rush=False):
    """Price in pounds for dyeing one batch."""
    if fibre not in BASE_PER_KG:
        raise ValueError("unknown fibre: %s" % fibre)
    if kg <= 0 or colours < 1:
        raise ValueError("need a positive weight and at least one colour")
    price = BASE_PER_KG[fibre] * kg + COLOUR_SETUP * colours
    if kg > BULK_THRESHOLD_KG:
        price = price * (1 - BULK_DISCOUNT)
    if rush:
        price += RUSH_SURCHARGE
    return round(price, 2)


def turnaround_days(kg, rush=False):
    """Working days until the batch is ready (one extra day per full 5 kg)."""
    days = BASE_DAYS + int(kg // 5)
    if rush:
        days = max(2, days / 2)
    return days
