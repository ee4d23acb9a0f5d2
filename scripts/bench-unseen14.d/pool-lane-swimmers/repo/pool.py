"""Lane swimming sessions at the leisure centre."""

LANES = 6
MAX_SWIMMERS_PER_LANE = 6
SESSION_MINUTES = 45
SESSIONS = ["07:00", "08:00", "12:15", "18:00", "19:00"]


def session_capacity(lanes=LANES):
    return lanes * MAX_SWIMMERS_PER_LANE


def can_book(already_booked, party_size=1, lanes=LANES):
    """True if the party still fits into the session."""
    return already_booked + party_size <= session_capacity(lanes)
