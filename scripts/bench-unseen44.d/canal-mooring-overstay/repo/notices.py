"""Notices the lock keeper leaves on boats."""

from moorings import must_move_by, overstay_charge


def arrival_notice(boat, arrived):
    return f"Welcome {boat}! Please move on by {must_move_by(arrived):%a %d %b %H:%M}."


def overstay_notice(boat, arrived, left):
    charge = overstay_charge(arrived, left)
    if charge == 0:
        return f"{boat}: no charge, thank you for moving on in time."
    return f"{boat}: overstay charge £{charge:.2f} - please pay at the lock office."
