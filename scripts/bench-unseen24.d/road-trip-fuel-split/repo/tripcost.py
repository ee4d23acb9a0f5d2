"""Splitting the running costs of a shared road trip."""


def fuel_litres(distance_km, litres_per_100km):
    """Fuel burned over a distance, from the car's L/100 km figure."""
    return distance_km / litres_per_100km * 100


def fuel_cost(distance_km, litres_per_100km, price_per_litre):
    return round(fuel_litres(distance_km, litres_per_100km) * price_per_litre, 2)


def share_per_person(total, people):
    if people < 1:
        raise ValueError("need at least one person")
    return round(total / people, 2)


def trip_total(legs, litres_per_100km, price_per_litre):
    """legs: list of (distance_km, tolls, parking) for each day's drive."""
    total = 0.0
    for distance, tolls, parking in legs:
        total += fuel_cost(distance, litres_per_100km, price_per_litre) + tolls + parking
    return round(total, 2)
