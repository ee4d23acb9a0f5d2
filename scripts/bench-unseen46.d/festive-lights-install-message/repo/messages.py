"""Text messages sent to customers."""

from lights import install_quote


def confirmation_text(name, address, day, style, metres, storeys=2):
    price = install_quote(style, metres, storeys)
    return (
        f"Hi {name}, your lights install at {address} is booked for {day}. "
        f"Total £{price:.2f}, payable on the day. "
        "Please make sure someone is home when we arrive."
    )


def takedown_reminder(name, address, day):
    return (
        f"Hi {name}, we'll be taking your lights down at {address} on {day}. "
        "Please make sure the drive is clear for our van."
    )


def weather_delay_text(name, new_day):
    return f"Sorry {name}, high winds mean we can't use ladders safely. We've moved you to {new_day}."
