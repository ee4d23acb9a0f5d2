"""Hire prices for wheelchairs, scooters and walking aids."""

DAILY = {
    "wheelchair": 6.00,
    "transit chair": 5.00,
    "mobility scooter": 15.00,
    "rollator": 4.00,
}
DEPOSIT = {
    "wheelchair": 50.00,
    "transit chair": 40.00,
    "mobility scooter": 150.00,
    "rollator": 30.00,
}
DAYS_CHARGED_PER_WEEK = 5


def hire_charge(item, days):
    if days < 1:
        raise ValueError("hire is for at least one day")
    weeks, extra = divmod(days, 7)
    charged = weeks * DAYS_CHARGED_PER_WEEK + min(extra, DAYS_CHARGED_PER_WEEK)
    return round(DAILY[item] * charged, 2)


def deposit_for(item):
    return DEPOSIT[item]
