"""Price list for the ski hire shop (euros)."""

DAILY_RATES = {
    "skis": 28,
    "snowboard": 30,
    "boots": 12,
    "poles": 4,
    "helmet": 5,
}

# children under this age pay the child rate
CHILD_AGE_LIMIT = 12
CHILD_RATE = 0.6

LATE_FEE_PER_DAY = 15
DAMAGE_DEPOSIT = 100


def day_rate(item, age):
    rate = DAILY_RATES[item]
    if age < CHILD_AGE_LIMIT:
        rate = rate * CHILD_RATE
    return round(rate, 2)
