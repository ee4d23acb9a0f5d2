"""Lane bookings for the Strike Zone bowling alley."""

OPENING_HOUR = 10
CLOSING_HOUR = 23
LANE_COUNT = 12


class BookingError(Exception):
    pass


class LaneBook:
    def __init__(self):
        self.bookings = {}  # lane number -> list of (start_hour, end_hour)

    def is_free(self, lane, start, end):
        for booked_start, booked_end in self.bookings.get(lane, []):
            if start < booked_end and booked_start < end:
                return False
        return True

    def book(self, lane, start, end):
        if not 1 <= lane <= LANE_COUNT:
            raise BookingError(f"there is no lane {lane}")
        if end <= start:
            raise BookingError("a booking has to end after it starts")
        if start < OPENING_HOUR or end >= CLOSING_HOUR:
            raise BookingError("outside opening hours")
        if not self.is_free(lane, start, end):
            raise BookingError(f"lane {lane} is already taken then")
        self.bookings.setdefault(lane, []).append((start, end))
        return (lane, start, end)

    def cancel(self, lane, start):
        slots = self.bookings.get(lane, [])
        self.bookings[lane] = [s for s in slots if s[0] != start]
        return len(slots) != len(self.bookings[lane])

    def free_lanes(self, start, end):
        return [n for n in range(1, LANE_COUNT + 1) if self.is_free(n, start, end)]
