import sys

from schedule import GAME_MINUTES, hints_available, slots

ROOMS = ["The Vault", "Pharaoh's Tomb"]


def board(rooms, booked):
    lines = [f"Games last {GAME_MINUTES} min, {hints_available()} hints each"]
    for room in rooms:
        free = [t for t in slots() if (room, t) not in booked]
        lines.append(f"{room}: {' '.join(free)}")
    return "\n".join(lines)


if __name__ == "__main__":
    booked = {("The Vault", "10:00"), ("Pharaoh's Tomb", "12:30")}
    print(board(ROOMS, booked))
