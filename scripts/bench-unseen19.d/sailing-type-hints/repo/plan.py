from passage import MOTOR_KNOTS, eta_hours, fuel_litres, should_motor

LEGS = [
    # from, to, distance nm, wind knots, tidal current knots (+ with us)
    ("Lymington", "Yarmouth", 4.5, 14, 1.5),
    ("Yarmouth", "Poole", 18.0, 4, -1.0),
]


def leg_line(start, end, distance, wind, current):
    if should_motor(wind):
        hours = eta_hours(distance, MOTOR_KNOTS, current)
        return f"{start} -> {end}: {hours} h under engine, {fuel_litres(hours)} l fuel"
    hours = eta_hours(distance, wind / 3, current)
    return f"{start} -> {end}: {hours} h under sail"


if __name__ == "__main__":
    for leg in LEGS:
        print(leg_line(*leg))
