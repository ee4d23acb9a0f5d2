"""Fish living in the aquarium."""


class Fish:
    def __init__(self, name, species):
        self.name = name
        self.species = species

    def __repr__(self):
        return f"Fish({self.name!r}, {self.species!r})"
