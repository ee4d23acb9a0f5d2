"""Segway tours we run and what a rider pays."""

TOURS = {
    "woodland": {"minutes": 60, "adult": 45.00, "min_age": 10},
    "castle": {"minutes": 90, "adult": 62.00, "min_age": 10},
    "sunset": {"minutes": 120, "adult": 79.00, "min_age": 12},
}
JUNIOR_MAX_AGE = 15
JUNIOR_SHARE = 0.75
MAX_RIDER_KG = 118


def rider_price(tour, age, weight_kg=70):
    details = TOURS[tour]
    if age < details["min_age"]:
        raise ValueError(f"riders on the {tour} tour must be at least {details['min_age']}")
    if weight_kg > MAX_RIDER_KG:
        raise ValueError("rider is over the weight limit for our segways")
    if age <= JUNIOR_MAX_AGE:
        return details["adult"] * JUNIOR_SHARE
    return details["adult"]
