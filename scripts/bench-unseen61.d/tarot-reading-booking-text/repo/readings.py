"""Booking tarot readings with our readers."""

READERS = ["Mystic Rose", "Madame Orla", "Sol"]
READINGS = {
    "quick": (15, 20.00),
    "standard": (30, 35.00),
    "full spread": (60, 60.00),
}
OPEN_HOUR = 10
LAST_START_HOUR = 17

taken = set()


def is_open(time):
    hour = int(time.split(":")[0])
    return OPEN_HOUR <= hour <= LAST_START_HOUR


def book(client, reader, reading, day, time):
    if reader not in READERS:
        print(f"Sorry, we don't have a reader called {reader}.")
        return None
    if not is_open(time):
        print(f"Sorry {client}, we only start readings between {OPEN_HOUR}:00 and {LAST_START_HOUR}:00.")
        return None
    if (reader, day, time) in taken:
        print(f"Sorry {client}, {reader} is already booked on {day} at {time}.")
        return None
    minutes, price = READINGS[reading]
    taken.add((reader, day, time))
    print(f"Booked: {reader} - {reading} reading for {client}, {day} {time} ({minutes} min). £{price:.2f}")
    return price


def cancel(reader, day, time):
    taken.discard((reader, day, time))
    print(f"{reader} is free again on {day} at {time}.")
