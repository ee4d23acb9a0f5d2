"""Rings up a basket at the toy shop."""

from offers import OFFER_RANGES, three_for_two_saving

STAMP_EVERY = 10.00         # loyalty card: one stamp per £10 spent
STAMPS_FOR_VOUCHER = 10


def basket_total(items):
    """items is a list of (name, range, price) for everything in the basket."""
    subtotal = sum(price for _, _, price in items)
    offer_prices = [price for _, rng, price in items if rng in OFFER_RANGES]
    return round(subtotal - three_for_two_saving(offer_prices), 2)


def stamps_earned(total):
    """Stamps for the loyalty card."""
    return int(total // STAMP_EVERY)


def receipt(items):
    """Lines for the till receipt."""
    total = basket_total(items)
    lines = [f"{name:<24} £{price:6.2f}" for name, _, price in items]
    lines.append(f"{'TOTAL':<24} £{total:6.2f}")
    lines.append(f"Stamps earned: {stamps_earned(total)}")
    return lines
