"""Prices for Meadowbank Farm hayrides."""

ADULT_FARE = 9.00
CHILD_FARE = 5.50          # ages 3 to 15
UNDER_THREE_FARE = 0.00
GROUP_SIZE = 10            # groups of this many riders or more ...
GROUP_DISCOUNT = 0.10      # ... get 10% off their fares
HOT_CHOCOLATE = 2.50       # per cup
PICKING_BAG = 4.00         # pumpkin picking, per bag
EVENING_SUPPLEMENT = 1.50  # per rider on the lantern-lit evening ride


def fares(adults, children, infants=0):
    if adults < 0 or children < 0 or infants < 0:
        raise ValueError("numbers of riders cannot be negative")
    if adults + children + infants == 0:
        raise ValueError("a booking needs at least one rider")
    total = adults * ADULT_FARE + children * CHILD_FARE + infants * UNDER_THREE_FARE
    if adults + children + infants > GROUP_SIZE:
        total = total * (1 - GROUP_DISCOUNT)
    return round(total, 2)


def extras(riders, hot_chocolates=0, picking_bags=0, evening=False):
    cost = hot_chocolates * HOT_CHOCOLATE + picking_bags * PICKING_BAG
    if evening:
        cost += riders * EVENING_SUPPLEMENT
    return round(cost, 2)
