"""Taking bookings over the phone and reading them back to the customer."""

from fares import work_out_fare


def confirm_booking(name, pickup, dropoff, miles, hour, airport=False):
    fare = work_out_fare(miles, hour, airport)
    return (f"Thanks {name}, a car will pick you up from {pickup} at {hour:02d}:00 "
            f"to go to {dropoff}. The fare will be £{fare:.2f}.")


def day_takings(bookings):
    """Add up the fares for a list of (miles, hour, airport) bookings."""
    return round(sum(work_out_fare(m, h, a) for m, h, a in bookings), 2)


if __name__ == "__main__":
    print(confirm_booking("Mr Patel", "12 Mill Lane", "the station", 4, 9))
