from rooms import Room


def label(room: Room) -> str:
    return f"{room.name} (floor {room.floor})"


def booking_line(room: Room, who: str, start: str) -> str:
    return f"{start}: {label(room)} booked by {who}"
