"""Door charges and membership."""

from opening import can_enter

ENTRY_FEE = 5.00
MEMBER_ENTRY_FEE = 0.00
GUEST_OF_MEMBER_FEE = 2.50
WELCOME_CHIPS = 10.00     # free chips for first-time visitors


def door_charge(day, hhmm, age, member=False, guest_of_member=False):
    if not can_enter(day, hhmm, age):
        raise ValueError("entry refused")
    if member:
        return MEMBER_ENTRY_FEE
    if guest_of_member:
        return GUEST_OF_MEMBER_FEE
    return ENTRY_FEE


def welcome_pack(first_visit):
    return WELCOME_CHIPS if first_visit else 0.0
