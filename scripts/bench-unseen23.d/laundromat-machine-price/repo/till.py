"""Work out what a customer owes at the counter."""

from machines import MACHINES, drum_size
from prices import (DETERGENT_POD, DRY_PRICE_PER_10_MIN, WASH_PRICE,
                    WEEKEND_SURCHARGE)

WEEKEND = ("Sat", "Sun")


def wash_cost(machine_id, day="Mon", pods=0):
    kind, _ = MACHINES[machine_id]
    if kind != "washer":
        raise ValueError(f"{machine_id} is not a washer")
    price = WASH_PRICE[drum_size(machine_id)]
    if day in WEEKEND:
        price += WEEKEND_SURCHARGE
    return round(price + pods * DETERGENT_POD, 2)


def dry_cost(machine_id, minutes):
    blocks = -(-minutes // 10)
    return round(blocks * DRY_PRICE_PER_10_MIN[drum_size(machine_id)], 2)


def receipt(items):
    lines = [f"{name:<20}{amount:>6.2f}" for name, amount in items]
    lines.append(f"{'TOTAL':<20}{sum(a for _, a in items):>6.2f}")
    return "\n".join(lines)
