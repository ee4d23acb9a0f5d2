"""Checks a programme fits in the hall booking."""

from programme import concert_length, concert_seconds

HALL_BOOKING_MINUTES = 120


def fits_in_booking(pieces, setup_minutes=30):
    return concert_seconds(pieces) + setup_minutes * 60 <= HALL_BOOKING_MINUTES * 60


def summary(pieces):
    status = "fits" if fits_in_booking(pieces) else "too long"
    return f"{len(pieces)} pieces, {concert_length(pieces)} with interval ({status})"


if __name__ == "__main__":
    print(summary(["4:30", "6:15", "3:45", "8:20", "5:05"]))
