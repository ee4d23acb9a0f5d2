from walks import SETTINGS, WALKS, places_left, price


def book(walk, day, adults, children, already_booked):
    people = adults + children
    if people > places_left(walk, already_booked):
        raise ValueError(f"sorry, only {places_left(walk, already_booked)} places left on {day}")
    info = WALKS[walk]
    return (f"Booked: {people} on the {walk} walk, {day} at {info['start']}. "
            f"Meet at {SETTINGS['meeting_point']}. "
            f"Total £{price(walk, adults, children):.2f}.")


if __name__ == "__main__":
    print(book("mushroom", "Saturday 12 October", 2, 1, 7))
