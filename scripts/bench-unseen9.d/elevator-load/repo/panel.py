"""Text shown on the panel inside the elevator."""

import elevator


def capacity_sign():
    return f"Max {elevator.MAX_LOAD_KG} kg / {elevator.max_people()} persons"


if __name__ == "__main__":
    print(capacity_sign())
