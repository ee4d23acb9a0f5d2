from greenhouse import heater_kwh, needs_frost_alert, should_open_vent

HEATER_HOURS = 10   # 20:00 to 06:00

FORECAST = [
    ("Mon", 9.5, 21.0),
    ("Tue", 2.0, 14.5),
    ("Wed", -1.5, 8.0),
    ("Thu", 4.0, 27.5),
]


def plan(forecast):
    lines = []
    for day, low, high in forecast:
        actions = []
        if needs_frost_alert(low):
            actions.append(f"frost alert, heater on ({heater_kwh(HEATER_HOURS)} kWh)")
        if should_open_vent(high):
            actions.append("open vent")
        lines.append(f"{day}: {', '.join(actions) or 'nothing to do'}")
    return lines


if __name__ == "__main__":
    print("\n".join(plan(FORECAST)))
