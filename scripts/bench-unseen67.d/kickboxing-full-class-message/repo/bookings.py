"""Booking members onto classes."""

import messages

CLASSES = {
    "beginners": {"time": "18:00", "capacity": 16, "members_only": False},
    "sparring": {"time": "19:15", "capacity": 10, "members_only": True},
    "kids": {"time": "16:30", "capacity": 20, "members_only": False},
}


class Timetable:
    def __init__(self):
        self.booked = {name: [] for name in CLASSES}

    def book(self, klass, person, member=True):
        """Try to book someone on a class. Returns (success, message)."""
        info = CLASSES[klass]
        if info["members_only"] and not member:
            return False, messages.MEMBERS_ONLY
        if person in self.booked[klass]:
            return False, messages.ALREADY_BOOKED
        if len(self.booked[klass]) >= info["capacity"]:
            return False, messages.CLASS_FULL
        self.booked[klass].append(person)
        return True, messages.BOOKED.format(klass=klass, time=info["time"])

    def spaces_left(self, klass):
        return CLASSES[klass]["capacity"] - len(self.booked[klass])


if __name__ == "__main__":
    tt = Timetable()
    for n in range(11):
        print(tt.book("sparring", f"member{n}"))
