"""Printing a visitor's receipt at the marina office."""
from berths import SHOWER_TOKEN, berth_charge, stay_total


def receipt_lines(boat, length_m, nights, shower_tokens=0):
    lines = [
        f"Visitor berth receipt: {boat}",
        f"  Berth, {length_m}m x {nights} nights  £{berth_charge(length_m, nights):.2f}",
    ]
    if shower_tokens:
        lines.append(f"  Shower tokens x {shower_tokens}  £{shower_tokens * SHOWER_TOKEN:.2f}")
    lines.append(f"  Total  £{stay_total(length_m, nights, shower_tokens):.2f}")
    return lines


if __name__ == "__main__":
    print("\n".join(receipt_lines("Kittiwake", 10.5, 3, shower_tokens=4)))
