"""Coach day trip prices."""

TRIPS = {
    "York": {"adult": 32.00, "child": 18.00, "depart": "07:45"},
    "Whitby": {"adult": 28.50, "child": 16.00, "depart": "08:00"},
    "Chester": {"adult": 30.00, "child": 17.50, "depart": "07:30"},
}
FAMILY_DISCOUNT = 0.10   # two or more adults with two or more children


def trip_total(trip, adults, children=0):
    if trip not in TRIPS:
        raise ValueError("no trip to " + trip)
    if adults < 1:
        raise ValueError("children must travel with an adult")
    prices = TRIPS[trip]
    total = adults * prices["adult"] + children * prices["child"]
    if adults >= 2 and children >= 2:
        total = total * (1 - FAMILY_DISCOUNT)
    return round(total, 2)
