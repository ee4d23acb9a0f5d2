"""Term sign-ups and the waiting list."""
from lessons import REGULAR_CLASS_SIZE, classes_needed, spare_places

MAX_REGULAR_CLASSES = 5


def place_children(names):
    """Split names into (placed, waiting) given the classes we can run."""
    capacity = MAX_REGULAR_CLASSES * REGULAR_CLASS_SIZE
    return names[:capacity], names[capacity:]


def summary(names):
    placed, waiting = place_children(names)
    return (f"{len(placed)} placed in {classes_needed(len(placed))} classes, "
            f"{spare_places(len(placed))} spare, {len(waiting)} waiting")


if __name__ == "__main__":
    kids = [f"child{i}" for i in range(1, 38)]
    print(summary(kids))
