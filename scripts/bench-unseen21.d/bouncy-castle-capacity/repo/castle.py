"""Rules for the party bouncy castle."""

MAX_CHILDREN = 6          # children allowed on at the same time
MAX_HEIGHT_CM = 150       # taller people stay off
SESSION_MINUTES = 10


def can_join(children_on, height_cm):
    if height_cm > MAX_HEIGHT_CM:
        return False
    return children_on < MAX_CHILDREN


def sessions_needed(children):
    """How many turns it takes so everyone gets one session."""
    return -(-children // MAX_CHILDREN)
