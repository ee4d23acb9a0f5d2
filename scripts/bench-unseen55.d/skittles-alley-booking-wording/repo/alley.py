"""Bookings for the skittle alley out the back of the Red Lion."""

SESSION_PRICE = 60.00        # whole alley for the evening
DEPOSIT = 20.00
MAX_PLAYERS = 24
BUFFET_PER_HEAD = 7.50

bookings = {}   # date -> name of whoever booked it


def book_alley(name, date, players, buffet=False):
    """Book the alley for an evening and print the confirmation.

    Returns True if the booking was made.
    """
    if date in bookings:
        print(f"Sorry {name}, the alley is already booked on {date}.")
        return False
    if players > MAX_PLAYERS:
        print(f"Sorry {name}, the alley only takes {MAX_PLAYERS} players.")
        return False
    bookings[date] = name
    total = SESSION_PRICE + (BUFFET_PER_HEAD * players if buffet else 0)
    print(f"Alley booked for {name} on {date} - see you soon!")
    print(f"Players: {players}. Total £{total:.2f}, deposit today £{DEPOSIT:.2f}.")
    return True


def cancel(date):
    """Cancel a booking.  The deposit is kept."""
    name = bookings.pop(date, None)
    if name:
        print(f"Booking on {date} for {name} cancelled.")
    return name is not None


if __name__ == "__main__":
    book_alley("Dave", "14 March", 16, buffet=True)
    book_alley("Sandra", "14 March", 10)
