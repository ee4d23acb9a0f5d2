"""Adds up takings for a day from the appointment diary."""

from treatments import session_price

# minutes, senior therapist?, home visit?, member?
EXAMPLE_DAY = [
    (60, False, False, True),
    (90, True, False, False),
    (30, False, True, False),
]


def day_takings(appointments):
    total = 0.0
    for minutes, senior, home, member in appointments:
        total += session_price(minutes, senior, home, member)
    return round(total, 2)


if __name__ == "__main__":
    print(day_takings(EXAMPLE_DAY))
