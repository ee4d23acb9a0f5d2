"""Quotes sent out from the enquiry form."""

from fees import calc_price

DEPOSIT_SHARE = 0.25


def quote_text(client, package, hours, miles=0, finish_hour=23):
    price = calc_price(package, hours, miles, finish_hour)
    deposit = round(price * DEPOSIT_SHARE, 2)
    return (f"Hi {client}, a {package} set for {hours} hours would be £{price:.2f}. "
            f"A deposit of £{deposit:.2f} secures the date.")
