"""Printing the day's running order with what each rider owes."""
from entries import calc_fee, rider_total


def running_order(entries):
    """entries: list of (rider, horse, level, member) tuples, in order of riding."""
    lines = []
    for number, (rider, horse, level, member) in enumerate(entries, start=1):
        fee = calc_fee(level, member)
        lines.append(f"{number:>2}. {rider} on {horse} ({level}) £{fee:.2f}")
    return lines


def takings(entries):
    return round(sum(calc_fee(level, member) for _, _, level, member in entries), 2)


if __name__ == "__main__":
    day = [
        ("Priya Nair", "Bramble", "prelim", True),
        ("Tom Hollis", "Juniper", "novice", False),
    ]
    print("\n".join(running_order(day)))
    print(f"Takings £{takings(day):.2f}")
    print(f"Priya owes £{rider_total(['prelim', 'novice'], stable_nights=1):.2f}")
