"""Runs once a minute from cron and switches the boiler."""

from thermostat import Room, rooms_to_heat

ROOMS = [
    Room("living room", 19.5, 21.0),
    Room("bedroom", 18.5, 17.0),
    Room("office", 20.0, 20.5),
    Room("bathroom", 22.5, 22.0),
]


def boiler_state(rooms, away=False):
    heating = rooms_to_heat(rooms, away)
    if heating:
        return "ON (" + ", ".join(heating) + ")"
    return "OFF"


if __name__ == "__main__":
    print(boiler_state(ROOMS))
