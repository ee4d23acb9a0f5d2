"""Customer messages for the day spa's booking desk."""

import json
from datetime import timedelta
from pathlib import Path

MESSAGES_FILE = Path(__file__).with_name("messages.json")
TREATMENT_MINUTES = {"Hot stone massage": 75, "Facial": 60, "Back massage": 30, "Manicure": 45}


def load_messages(path=MESSAGES_FILE):
    with open(path) as f:
        return json.load(f)


def fields(booking):
    start = booking["start"]
    return {
        "name": booking["name"],
        "treatment": booking["treatment"],
        "day": f"{start:%A} {start.day} {start:%B}",
        "time": f"{start:%H:%M}",
    }


def message(kind, booking):
    return load_messages()[kind].format(**fields(booking))


def confirmation(booking):
    return message("booking_confirmed", booking)


def cancellation(booking):
    return message("booking_cancelled", booking)


def finishes_at(booking):
    return booking["start"] + timedelta(minutes=TREATMENT_MINUTES[booking["treatment"]])
