"""Door takings at the Neon Room: what a group pays to get in."""

ENTRY_BEFORE_11 = 6.00
ENTRY_AFTER_11 = 10.00
MEMBER_DISCOUNT = 0.5      # members pay half
GROUP_SIZE_FOR_DEAL = 6    # groups of this size or bigger get the deal
GROUP_DEAL_OFF = 1.00      # off for each person in a big group
CLOAKROOM_PER_COAT = 2.00


def entry_price(arrival_hour, member=False):
    """Price for one person arriving at the given hour (24h clock, 0-5 is after midnight)."""
    late = arrival_hour >= 23 or arrival_hour < 6
    price = ENTRY_AFTER_11 if late else ENTRY_BEFORE_11
    if member:
        price *= MEMBER_DISCOUNT
    return round(price, 2)


def group_total(people, arrival_hour, coats=0):
    """people is a list with True for each member and False for each non-member."""
    total = 0.0
    for member in people:
        total += entry_price(arrival_hour, member)
    if len(people) >= GROUP_SIZE_FOR_DEAL:
        total -= GROUP_DEAL_OFF
    total += coats * CLOAKROOM_PER_COAT
    return round(total, 2)


def door_slip(people, arrival_hour, coats=0):
    members = sum(1 for p in people if p)
    lines = [
        f"{len(people)} in ({members} members) at {arrival_hour:02d}:00",
        f"Coats: {coats}",
        f"Total: £{group_total(people, arrival_hour, coats):.2f}",
    ]
    return "\n".join(lines)


if __name__ == "__main__":
    print(door_slip([False] * 5 + [True] * 2, 23, coats=3))
