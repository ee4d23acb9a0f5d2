"""Build the end-of-day texts for everyone booked in today."""

from daycare import pickup_message

TODAY = [
    {"owner": "Sam", "dog": "Biscuit", "pickup": "5:30pm"},
    {"owner": "Dev", "dog": "Luna", "pickup": "6pm"},
]


def todays_texts(bookings=TODAY):
    return [pickup_message(b["owner"], b["dog"], b["pickup"]) for b in bookings]


if __name__ == "__main__":
    for text in todays_texts():
        print(text)
