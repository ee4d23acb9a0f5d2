"""Ikebana workshops: booking records and receipts."""

from pricing import calc_fee, group_fee


def make_booking(name, workshop, places=1, flowers="seasonal", buy_vase=False,
                 early_bird=False):
    """Return a booking record as a dict."""
    return {
        "name": name,
        "workshop": workshop,
        "places": places,
        "price_each": calc_fee(flowers, buy_vase, early_bird),
        "total": group_fee(places, flowers, buy_vase, early_bird),
    }


def receipt(booking):
    """Receipt text for a booking record."""
    return (
        f"{booking['workshop']} - {booking['name']}\n"
        f"{booking['places']} x £{booking['price_each']:.2f}\n"
        f"Total: £{booking['total']:.2f}"
    )


if __name__ == "__main__":
    print(receipt(make_booking("Test", "Spring moribana", 2, buy_vase=True)))
