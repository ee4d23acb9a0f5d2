"""Printed receipt handed to guests at checkout."""

from booking import RESORT_FEE, breakfast_cost, room_cost, stay_total


def make_receipt(guest_name, room, nights, guests, breakfast=False):
    lines = [
        "Seacliff Bay Resort",
        f"Guest: {guest_name}",
        f"Room ({room.replace('_', ' ')}, {nights} nights): "
        f"£{room_cost(room, nights, guests):.2f}",
        f"Resort fee: £{RESORT_FEE * nights:.2f}",
    ]
    if breakfast:
        lines.append(f"Breakfast: £{breakfast_cost(nights, guests):.2f}")
    total = stay_total(room, nights, guests, breakfast)
    lines.append(f"Total: £{total:.2f}")
    lines.append("Thank you for staying with us!")
    return "\n".join(lines)
