"""Booking confirmations for the stargazing evenings."""

from datetime import date

from sessions import session_price


def confirmation(name, night, adults, children, telescope=False, hot_chocolate=False):
    price = session_price(adults, children, night.month, telescope, hot_chocolate)
    party = f"{adults} adult(s) and {children} child(ren)"
    return f"{name}: {party} on {night:%d %B %Y} - £{price:.2f}. Bring warm layers!"


if __name__ == "__main__":
    print(confirmation("Priya", date(2025, 8, 12), 2, 0, telescope=True))
