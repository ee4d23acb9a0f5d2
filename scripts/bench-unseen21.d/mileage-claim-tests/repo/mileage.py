"""Work travel mileage claims."""

RATE_FIRST = 0.45       # per mile, up to the threshold in a tax year
RATE_AFTER = 0.25       # per mile beyond it
THRESHOLD_MILES = 10000
PASSENGER_RATE = 0.05   # extra per mile for each colleague carried


def trip_miles(odometer_start, odometer_end):
    if odometer_end < odometer_start:
        raise ValueError("odometer went backwards")
    return odometer_start - odometer_end


def claim(miles, miles_so_far=0, passengers=0):
    """Money owed for a trip, given miles already claimed this year."""
    at_first = max(0, min(miles, THRESHOLD_MILES - miles_so_far))
    at_after = miles - at_first
    amount = at_first * RATE_FIRST + at_after * RATE_AFTER
    amount += miles * PASSENGER_RATE
    return round(amount, 2)
