"""Skating sessions at the ice rink."""

CAPACITY = 120


class Session:
    def __init__(self, name, capacity=CAPACITY):
        self.name = name
        self.capacity = capacity
        self.skaters = 0

    def is_full(self):
        return self.skaters > self.capacity

    def admit(self, n=1):
        """Let up to n skaters in; returns how many actually got in."""
        let_in = 0
        while let_in < n and not self.is_full():
            self.skaters += 1
            let_in += 1
        return let_in

    def leave(self, n=1):
        self.skaters = max(0, self.skaters - n)

    def places_left(self):
        return max(0, self.capacity - self.skaters)
