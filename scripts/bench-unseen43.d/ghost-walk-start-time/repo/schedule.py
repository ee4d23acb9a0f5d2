"""Prints the week's walks from the sunset table."""

from datetime import datetime

from tours import poster_line

SUNSETS = {
    "Fri": datetime(2025, 10, 24, 17, 56),
    "Sat": datetime(2025, 10, 25, 17, 54),
}


def week():
    return [f"{day}: {poster_line(sunset)}" for day, sunset in SUNSETS.items()]


if __name__ == "__main__":
    print("\n".join(week()))
