"""Front-desk booking sheet for a climbing session."""

from rules import day_pass_price, needs_supervisor


class Booking:
    def __init__(self, name, age, wall="lead", hire_shoes=False):
        self.name = name
        self.age = age
        self.wall = wall
        self.hire_shoes = hire_shoes

    def price(self):
        return day_pass_price(self.age, hire_shoes=self.hire_shoes)

    def note(self):
        if needs_supervisor(self.age, self.wall):
            return "needs supervising adult"
        return "ok"


def desk_sheet(bookings):
    lines = []
    for b in bookings:
        lines.append(f"{b.name:<6} {b.age:>2} {b.wall:<10} {b.price():>6.2f}  {b.note()}")
    return "\n".join(lines)


if __name__ == "__main__":
    today = [
        Booking("Mia", 14, "lead"),
        Booking("Jonas", 13, "lead", hire_shoes=True),
        Booking("Ada", 16, "boulder"),
        Booking("Leo", 7, "boulder", hire_shoes=True),
    ]
    print(desk_sheet(today))
