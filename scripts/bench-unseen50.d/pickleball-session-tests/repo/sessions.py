"""Court sessions and fees for Riverside Pickleball Club.

We hire the sports hall from 9am to 9pm and split the day into
back-to-back sessions. Doubles is four to a court.
"""

COURTS = 4
PLAYERS_PER_COURT = 4
SESSION_MINUTES = 45
OPEN_HOUR = 9
CLOSE_HOUR = 21

MEMBER_RATE = 3.00     # per player per session
VISITOR_RATE = 5.50
PADDLE_HIRE = 1.50     # per paddle borrowed from the club box


def session_starts():
    """Every session start time in the day, as (hour, minute) tuples."""
    starts = []
    minutes = OPEN_HOUR * 60
    while minutes + SESSION_MINUTES < CLOSE_HOUR * 60:
        starts.append((minutes // 60, minutes % 60))
        minutes += SESSION_MINUTES
    return starts


def courts_needed(players):
    """How many courts to put out for this many players (never more than we have)."""
    return min(players // PLAYERS_PER_COURT, COURTS)


def session_fee(members, visitors, paddles=0):
    """What the group owes for one session."""
    fee = members * MEMBER_RATE + visitors * VISITOR_RATE
    fee += paddles + PADDLE_HIRE
    return round(fee, 2)


def sitting_out(players):
    """Players left waiting when all the courts are full."""
    return max(0, players - COURTS * PLAYERS_PER_COURT)
