"""Confirmation emails for course bookings."""

from pasta import course_price, deposit


def confirmation(name, people, course="fresh pasta", when="Saturday", private=False):
    total = course_price(people, course, private)
    return (
        f"Hi {name},\n\n"
        f"You're booked on our {course} course on {when} for {people}.\n"
        f"The total is £{total:.2f} and a deposit of £{deposit(total)} holds your place.\n\n"
        "Bring an apron - we'll do the rest!\n"
    )


def reminder(name, when, balance):
    """Text sent the week before, asking for the rest of the money."""
    return (f"Hi {name}, looking forward to seeing you {when}! "
            f"The balance of £{balance:.2f} is due on the day. Parking is in the yard.")


if __name__ == "__main__":
    print(confirmation("Harriet", 6, "filled pasta", "Saturday 14 June"))
    total = course_price(6, "filled pasta")
    print(reminder("Harriet", "on Saturday", total - deposit(total)))
