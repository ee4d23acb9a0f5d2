"""Bookings and waiting list for the studio's pilates classes."""

MATS = 12


class PilatesClass:
    def __init__(self, name, capacity=MATS):
        self.name = name
        self.capacity = capacity
        self.booked = []
        self.waiting = []

    def book(self, person):
        """Book someone in. Returns "booked", "waiting list #n" or "already booked"."""
        if person in self.booked or person in self.waiting:
            return "already booked"
        if len(self.booked) <= self.capacity:
            self.booked.append(person)
            return "booked"
        self.waiting.append(person)
        return f"waiting list #{len(self.waiting)}"

    def cancel(self, person):
        """Cancel a booking; the first person waiting gets the place."""
        if person in self.waiting:
            self.waiting.remove(person)
            return None
        self.booked.remove(person)
        if self.waiting:
            promoted = self.waiting.pop(0)
            self.booked.append(promoted)
            return promoted
        return None

    def spaces_left(self):
        return max(0, self.capacity - len(self.booked))


if __name__ == "__main__":
    tuesday = PilatesClass("Tuesday 7pm")
    for n in range(1, 15):
        print(f"Member {n}: {tuesday.book(f'member{n}')}")
    print("Spaces left:", tuesday.spaces_left())
