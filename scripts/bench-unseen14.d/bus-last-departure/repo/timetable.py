"""Departures of the number 14 bus from Market Square."""

DEPARTURES = [
    "06:10", "06:40", "07:10", "07:40", "08:10", "09:10", "10:10", "11:10",
    "12:10", "13:10", "14:10", "15:10", "16:10", "16:40", "17:10", "17:40",
    "18:10", "19:10", "20:10", "21:10", "22:10", "22:40", "23:40",
]


def next_departures(now, count=3, times=DEPARTURES):
    """The next `count` departures at or after `now` ("HH:MM"), earliest first."""
    upcoming = []
    for i in range(len(times) - 1):
        if times[i] >= now:
            upcoming.append(times[i])
            if len(upcoming) == count:
                break
    return upcoming


def minutes_until(now, departure):
    h1, m1 = map(int, now.split(":"))
    h2, m2 = map(int, departure.split(":"))
    return (h2 * 60 + m2) - (h1 * 60 + m1)
