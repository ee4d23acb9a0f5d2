"""Prints the driver's day sheet."""

from tours import EVENING_ROUTES, ride_cost


def sheet_line(time, route, passengers):
    kind = "evening" if route in EVENING_ROUTES else "day"
    return f"{time} {route} ({kind}) x{passengers}: £{ride_cost(route, passengers):.2f}"


def day_sheet(bookings):
    lines = [sheet_line(*booking) for booking in bookings]
    total = sum(ride_cost(route, passengers) for _, route, passengers in bookings)
    lines.append(f"Takings: £{total:.2f}")
    return lines


if __name__ == "__main__":
    for line in day_sheet([("10:00", "old_town", 2), ("19:30", "night_lights", 3)]):
        print(line)
