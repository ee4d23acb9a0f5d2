from datetime import datetime, timedelta

HOURLY_RATES = {"Jade": 120, "Marco": 100, "guest": 90}
MIN_CHARGE = 60
DEPOSIT_RATE = 0.25
DEPOSIT_MIN = 30
CLEANUP_MINUTES = 15


def session_price(artist, hours):
    rate = HOURLY_RATES.get(artist, HOURLY_RATES["guest"])
    return max(MIN_CHARGE, round(rate * hours, 2))


def deposit(price):
    return min(DEPOSIT_MIN, round(price * DEPOSIT_RATE, 2))


def session_end(start, hours):
    return start + timedelta(hours=hours, minutes=CLEANUP_MINUTES)


def parse_slot(text):
    return datetime.strptime(text, "%Y-%m-%d %H:%M")
