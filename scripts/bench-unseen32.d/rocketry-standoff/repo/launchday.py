from safety import can_fly, min_dist, motor_class

FLIGHTS = [
    ("Tom", "Big Bertha", 8.8, False),
    ("Aisha", "Comet II", 17.5, False),
    ("Dev", "Twin Spark", 35.0, True),
    ("Ruth", "Heavy Lifter", 240.0, False),
]


def flight_card(flyer, rocket, impulse, clustered, wind_mph):
    if not can_fly(impulse, wind_mph):
        return f"{flyer} - {rocket}: not flying today"
    return (f"{flyer} - {rocket}: {motor_class(impulse)} motor, "
            f"spectators back {min_dist(impulse, clustered)} ft")


def range_setup(flights):
    return max(min_dist(impulse, clustered)
               for _, _, impulse, clustered in flights
               if can_fly(impulse, 0))


if __name__ == "__main__":
    wind = 12
    for flight in FLIGHTS:
        print(flight_card(*flight, wind))
    print(f"Rope off the range at {range_setup(FLIGHTS)} ft")
