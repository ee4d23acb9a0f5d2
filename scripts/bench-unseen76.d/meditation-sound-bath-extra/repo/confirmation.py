"""Meditation retreat centre: booking confirmation text."""

from retreat import meals_cost, retreat_total, room_cost


def confirmation(name, room, nights, guests=1, meals=False):
    """Confirmation text emailed to the guest after booking."""
    total = retreat_total(room, nights, guests, meals)
    lines = [
        f"Dear {name}, thank you for booking a retreat with us.",
        f"Room: {room}, {nights} nights, {guests} guest(s)",
        f"Accommodation: £{room_cost(room, nights):.2f}",
    ]
    if meals:
        lines.append(f"Meals: £{meals_cost(nights, guests):.2f}")
    lines.append(f"Total: £{total:.2f}")
    lines.append("Please arrive after 3pm and bring comfortable clothes.")
    return "\n".join(lines)


if __name__ == "__main__":
    print(confirmation("Sample Guest", "double", 3, guests=2, meals=True))
