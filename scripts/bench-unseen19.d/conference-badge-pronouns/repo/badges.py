"""Text for the printed name badges."""
from attendees import Attendee

WIDTH = 28


def badge(attendee):
    lines = [
        "+" + "-" * WIDTH + "+",
        "|" + attendee.name.upper().center(WIDTH) + "|",
        "|" + attendee.company.center(WIDTH) + "|",
        "|" + f"[{attendee.colour()}] {attendee.ticket}".center(WIDTH) + "|",
        "+" + "-" * WIDTH + "+",
    ]
    return "\n".join(lines)


if __name__ == "__main__":
    people = [
        Attendee("Maya Lindqvist", "Northwind", "speaker"),
        Attendee("Tom Reyes", "Acme Rail"),
    ]
    for person in people:
        print(badge(person))
