class Room:
    def __init__(self, name, floor):
        self.name = name
        self.floor = floor

    def __repr__(self):
        return f"Room({self.name!r}, {self.floor!r})"


def rooms_on_floor(rooms, floor):
    return [room for room in rooms if room.floor == floor]
