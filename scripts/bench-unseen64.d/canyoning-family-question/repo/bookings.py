"""Group bookings: trip places, wetsuit hire and family discount."""

from trips import CHILD_AGE_LIMIT, person_price

WETSUIT_ADULT = 8.00
WETSUIT_CHILD = 5.00
FAMILY_DISCOUNT = 0.10
BOOKING_FEE = 2.50


def is_family(adults, child_ages):
    children = [a for a in child_ages if a < CHILD_AGE_LIMIT]
    return 1 <= adults <= 2 and len(children) >= 2


def trip_cost(trip, adults, child_ages):
    cost = adults * person_price(trip)
    cost += sum(person_price(trip, age) for age in child_ages)
    if is_family(adults, child_ages):
        cost *= 1 - FAMILY_DISCOUNT
    return round(cost, 2)


def wetsuit_cost(adults, child_ages):
    children = sum(1 for age in child_ages if age < CHILD_AGE_LIMIT)
    grown_ups = adults + len(child_ages) - children
    return grown_ups * WETSUIT_ADULT + children * WETSUIT_CHILD


def booking_total(trip, adults, child_ages=(), wetsuits=False):
    total = trip_cost(trip, adults, child_ages) + BOOKING_FEE
    if wetsuits:
        total += wetsuit_cost(adults, child_ages)
    return round(total, 2)


if __name__ == "__main__":
    print(booking_total("taster", 2, [10], wetsuits=True))
