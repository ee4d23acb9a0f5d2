"""Bottles stored in the racks of the home wine cellar."""


class Rack:
    def __init__(self, name, slots):
        self.name = name
        self.slots = slots
        self.bottles = []  # (wine, vintage)

    def free(self):
        return self.slots - len(self.bottles)

    def store(self, wine, vintage):
        if self.free() == 0:
            raise ValueError(f"rack {self.name} is full")
        self.bottles.append((wine, vintage))

    def take(self, wine):
        """Remove and return the oldest bottle of this wine, or None."""
        matches = sorted((b for b in self.bottles if b[0] == wine), key=lambda b: b[1])
        if not matches:
            return None
        self.bottles.remove(matches[0])
        return matches[0]
