"""Text for the LED sign at the garage entrance."""

from parking import Garage


def sign_text(garage):
    if garage.is_full():
        return "FULL"
    return f"{garage.spaces_left()} FREE"


if __name__ == "__main__":
    g = Garage()
    for _ in range(47):
        g.enter()
    print(sign_text(g))
