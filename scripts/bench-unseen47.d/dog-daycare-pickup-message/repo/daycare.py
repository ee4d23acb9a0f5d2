"""Charges and text messages for a dog daycare."""

FULL_DAY = 28.0
HALF_DAY = 17.0
MULTI_DOG_DISCOUNT = 0.10     # 10% off when bringing two or more dogs
LATE_FEE_PER_15_MIN = 5.0
GRACE_MINUTES = 5


def day_charge(dogs, half_day=False):
    rate = HALF_DAY if half_day else FULL_DAY
    total = rate * dogs
    if dogs >= 2:
        total *= 1 - MULTI_DOG_DISCOUNT
    return round(total, 2)


def late_fee(minutes_late):
    if minutes_late <= GRACE_MINUTES:
        return 0.0
    blocks = -(-minutes_late // 15)
    return blocks * LATE_FEE_PER_15_MIN


def pickup_message(owner, dog, time):
    return f"{owner}: {dog} ready for collection {time}."


def late_message(owner, dog, minutes_late):
    fee = late_fee(minutes_late)
    return (f"Hi {owner}, {dog} was collected {minutes_late} minutes late, "
            f"so a £{fee:.2f} late fee has been added to your bill.")
