"""The confirmation email sent after someone books."""

from bookings import Booking


def confirmation_lines(booking):
    """Lines of the email body."""
    lines = [f"Dear {booking.name},",
             f"You're booked on {booking.course.title()} for {booking.places} "
             f"{'person' if booking.places == 1 else 'people'}."]
    if booking.aprons:
        lines.append(f"Aprons to take home: {booking.aprons}")
    if booking.gift:
        lines.append("Gift voucher: wrapped and posted")
    lines.append(f"Total paid: £{booking.total():.2f}")
    lines.append("Please arrive 15 minutes early. Happy cooking!")
    return lines


if __name__ == "__main__":
    print("\n".join(confirmation_lines(Booking("Sam Okoro", "thai street food", 2, aprons=1))))
