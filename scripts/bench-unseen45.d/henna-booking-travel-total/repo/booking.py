"""Booking totals for parties and events."""

from prices import AFTERCARE_KIT, apply_group_discount, design_price, travel_fee


def booking_total(designs, miles=0):
    """Total for a booking: designs (group discount on artwork only), aftercare kits and travel."""
    artwork = 0.0
    extras = 0.0
    for size in designs:
        artwork += design_price(size)
        extras += AFTERCARE_KIT
        extras += travel_fee(miles)
    artwork = apply_group_discount(artwork, len(designs))
    return round(artwork + extras, 2)


def deposit(designs, miles=0):
    return round(max(10.0, booking_total(designs, miles) * 0.3), 2)


def summary(name, designs, miles=0):
    total = booking_total(designs, miles)
    return f"{name}: {len(designs)} design(s), total £{total:.2f}, deposit £{deposit(designs, miles):.2f}"


if __name__ == "__main__":
    print(summary("Priya", ["medium", "medium", "medium"], miles=12))
