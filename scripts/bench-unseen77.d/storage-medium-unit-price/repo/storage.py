"""Monthly billing for our self storage units."""

MONTHLY_RATES = {
    "locker": 25.00,
    "small": 45.00,
    "medium": 85.00,
    "large": 140.00,
    "container": 210.00,
}
CLIMATE_CONTROL = 0.20        # +20% for a climate-controlled unit
INSURANCE_PER_MONTH = 7.50
KEY_DEPOSIT = 20.00
VAN_HIRE_DAY = 85.00          # our removal van, per day
LONG_STAY_MONTHS = 6
LONG_STAY_DISCOUNT = 0.10


def monthly_price(size, climate=False, insured=True):
    price = MONTHLY_RATES[size]
    if climate:
        price *= 1 + CLIMATE_CONTROL
    if insured:
        price += INSURANCE_PER_MONTH
    return round(price, 2)


def contract_total(size, months, climate=False, insured=True, van_days=0):
    """Everything a new customer pays for a contract, including deposit and van."""
    total = monthly_price(size, climate, insured) * months
    if months >= LONG_STAY_MONTHS:
        total *= 1 - LONG_STAY_DISCOUNT
    total += KEY_DEPOSIT + van_days * VAN_HIRE_DAY
    return round(total, 2)
