"""Quotes for commissioned sculptures."""

# material cost per 10 cm of finished height
MATERIAL_RATES = {
    "clay": 40.00,
    "wood": 90.00,
    "stone": 150.00,
    "bronze": 220.00,
}
HOURLY_RATE = 35.00
RUSH_FEE = 0.20          # 20% extra for work needed within a month
DEPOSIT_RATE = 0.30


def material_cost(material, height_cm):
    rate = MATERIAL_RATES[material]
    return rate * height_cm / 10


def commission_quote(material, height_cm, hours, rush=False):
    subtotal = material_cost(material, height_cm) + hours * HOURLY_RATE
    if rush:
        subtotal *= RUSH_FEE
    return round(subtotal, 2)


def deposit(quote):
    return round(quote * DEPOSIT_RATE, 2)


def balance_due(quote):
    return round(quote - deposit(quote), 2)
