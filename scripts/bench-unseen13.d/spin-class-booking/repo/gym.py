"""Class bookings for the gym: a fixed number of places, then a waitlist."""


class FitnessClass:
    def __init__(self, name, capacity):
        self.name = name
        self.capacity = capacity
        self.booked = []
        self.waitlist = []

    def is_full(self):
        return len(self.booked) > self.capacity

    def places_left(self):
        return max(0, self.capacity - len(self.booked))

    def book(self, member):
        if member in self.booked or member in self.waitlist:
            return "already booked"
        if self.is_full():
            self.waitlist.append(member)
            return "waitlist"
        self.booked.append(member)
        return "booked"

    def cancel(self, member):
        """Remove a booking; the first person on the waitlist moves up."""
        if member in self.waitlist:
            self.waitlist.remove(member)
            return None
        self.booked.remove(member)
        if self.waitlist:
            promoted = self.waitlist.pop(0)
            self.booked.append(promoted)
            return promoted
        return None
