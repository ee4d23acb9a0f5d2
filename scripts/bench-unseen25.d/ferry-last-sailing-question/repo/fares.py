"""Single fares in pounds."""

CAR_FARE = 38.50
FOOT_PASSENGER_FARE = 7.20
CHILD_FARE = 3.60
BIKE_FARE = 2.00


def crossing_cost(car=True, adults=1, children=0, bikes=0):
    total = adults * FOOT_PASSENGER_FARE + children * CHILD_FARE + bikes * BIKE_FARE
    if car:
        total += CAR_FARE
    return round(total, 2)
