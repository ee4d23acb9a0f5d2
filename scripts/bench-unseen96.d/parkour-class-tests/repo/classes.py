"""Class prices and bookings for the parkour gym."""

DROP_IN_PRICE = 12.00
TEN_CLASS_PASS = 100.00
JUNIOR_AGE = 16          # under this age pays the junior price
JUNIOR_DISCOUNT = 0.25
MAX_CLASS_SIZE = 14


def class_price(age, use_pass=False):
    price = TEN_CLASS_PASS / 10 if use_pass else DROP_IN_PRICE
    if age > JUNIOR_AGE:
        price = price * (1 - JUNIOR_DISCOUNT)
    return round(price, 2)


class ParkourClass:
    def __init__(self, name, capacity=MAX_CLASS_SIZE):
        self.name = name
        self.capacity = capacity
        self.attendees = []

    def spaces_left(self):
        return self.capacity - len(self.attendees)

    def book(self, person):
        if person in self.attendees:
            raise ValueError("%s is already booked" % person)
        if self.spaces_left() < 0:
            raise ValueError("class is full")
        self.attendees.append(person)
        return self.spaces_left()

    def cancel(self, person):
        if person not in self.attendees:
            raise ValueError("%s is not booked" % person)
        self.attendees.remove(person)
