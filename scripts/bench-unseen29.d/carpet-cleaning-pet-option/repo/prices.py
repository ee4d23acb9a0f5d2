"""Price list for the carpet cleaning round."""

ROOM_PRICE = 35.00
STAIRS_PRICE = 25.00      # per flight
RUG_PRICE = 12.00
MINIMUM_CHARGE = 60.00
MULTI_ROOM_DISCOUNT = 0.10  # 10% off the rooms when doing 4 or more


def rooms_cost(rooms):
    cost = rooms * ROOM_PRICE
    if rooms >= 4:
        cost *= 1 - MULTI_ROOM_DISCOUNT
    return cost


def job_price(rooms, stairs=0, rugs=0):
    """Total price for a job, never less than the minimum charge."""
    total = rooms_cost(rooms) + stairs * STAIRS_PRICE + rugs * RUG_PRICE
    return round(max(total, MINIMUM_CHARGE), 2)
