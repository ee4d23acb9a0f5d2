"""Booking receipts emailed to festival-goers."""

from tickets import BOOKING_FEE, PARKING_PASS, ticket_total


def receipt(name, ticket, adults, children=0, parking=False):
    total = ticket_total(ticket, adults, children, parking=parking)
    lines = [
        f"Festival booking for {name}",
        f"Ticket: {ticket}",
        f"Adults: {adults}",
        f"Children: {children}",
        f"Booking fees: £{BOOKING_FEE * (adults + children):.2f}",
    ]
    if parking:
        lines.append(f"Parking pass: £{PARKING_PASS:.2f}")
    lines.append(f"Total: £{total:.2f}")
    lines.append("Please bring this receipt and photo ID to the gate.")
    return "\n".join(lines)
