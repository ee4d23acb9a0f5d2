"""Occupancy tracking for the Elm Street garage."""

CAPACITY = 50


class Garage:
    def __init__(self, capacity=CAPACITY):
        self.capacity = capacity
        self.occupied = 0

    def spaces_left(self):
        return max(self.capacity - self.occupied, 0)

    def is_full(self):
        return self.occupied > self.capacity

    def enter(self):
        """Lets one car in; returns False if there is no room."""
        if self.is_full():
            return False
        self.occupied += 1
        return True

    def leave(self):
        if self.occupied > 0:
            self.occupied -= 1
