"""Visitor mooring charges at the harbour quay."""

RATE_PER_METRE_NIGHT = 2.80
MIN_LENGTH_M = 6            # anything shorter pays as 6 metres
MULTIHULL_FACTOR = 1.5      # catamarans and trimarans take up more room
HARBOUR_DUES = 4.00         # once per visit
FREE_NIGHT_EVERY = 7        # every 7th night is free


def mooring_fee(length_m, nights, multihull=False):
    """What a visiting boat pays for its stay."""
    if nights < 1:
        raise ValueError("A stay is at least one night")
    length = max(length_m, MIN_LENGTH_M)
    nightly = RATE_PER_METRE_NIGHT * length
    if multihull:
        nightly *= MULTIHULL_FACTOR
    nights_charged = nights - nights // FREE_NIGHT_EVERY
    return round(nightly * nights_charged + HARBOUR_DUES, 2)


def arrivals_report(boats):
    """boats: list of (name, length_m, nights, multihull)."""
    lines = []
    total = 0.0
    for name, length_m, nights, multihull in boats:
        fee = mooring_fee(length_m, nights, multihull)
        total += fee
        lines.append(f"{name:<14}{length_m:>5.1f}m {nights:>2} nights  £{fee:>7.2f}")
    lines.append(f"{'Total':<31}£{total:>7.2f}")
    return "\n".join(lines)


if __name__ == "__main__":
    print(arrivals_report([
        ("Blue Heron", 9.5, 2, False),
        ("Twin Spirit", 11.0, 3, True),
        ("Dabchick", 4.8, 1, False),
    ]))
