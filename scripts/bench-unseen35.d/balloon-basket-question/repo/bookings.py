"""Take bookings for a flight without going over the balloon's limits."""

import balloon


def passenger_limit():
    by_weight = balloon.spare_payload() // balloon.PASSENGER_ALLOWANCE_KG
    return min(by_weight, balloon.basket_spaces())


class Flight:
    def __init__(self, date, launch_site):
        self.date = date
        self.launch_site = launch_site
        self.passengers = []

    def seats_left(self):
        return passenger_limit() - len(self.passengers)

    def book(self, name):
        if self.seats_left() <= 0:
            raise ValueError(f"The {self.date} flight is full")
        self.passengers.append(name)
        return self.seats_left()


if __name__ == "__main__":
    flight = Flight("2024-06-15", "Ashton Court")
    for guest in ["Priya", "Tom", "Aisha", "Gareth"]:
        left = flight.book(guest)
        print(f"Booked {guest}, {left} place(s) left")
