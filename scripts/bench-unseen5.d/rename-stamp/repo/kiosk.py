"""The till: charges for drinks and stamps the customer's card."""

import loyalty

PRICES = {"espresso": 2.2, "flat white": 3.1, "latte": 3.4, "tea": 2.0}


def checkout(card, order):
    """Returns the amount to pay for a list of drink names."""
    total = sum(PRICES[drink] for drink in order)
    if card is not None:
        loyalty.add_stamp(card, len(order))
    return round(total, 2)


def pay_with_free_drink(card, drink):
    loyalty.redeem(card)
    return 0.0
