"""Hypnotherapy practice: pricing for courses of sessions."""

SESSION_PRICE = 70.00
ONLINE_SESSION_PRICE = 60.00
ASSESSMENT_FEE = 15.00      # one-off first assessment, for new clients only
BLOCK_SIZE = 6              # booking this many sessions or more...
BLOCK_DISCOUNT = 0.20       # ...gets 20% off the sessions
MAX_SESSIONS = 12


def per_session(online=False):
    """Price of one session, online or in the practice room."""
    return ONLINE_SESSION_PRICE if online else SESSION_PRICE


def course_price(sessions, returning_client=False, online=False):
    """Total price for a course of sessions, rounded to pence."""
    if sessions < 1 or sessions > MAX_SESSIONS:
        raise ValueError("a course is between 1 and %d sessions" % MAX_SESSIONS)
    total = sessions * per_session(online)
    if sessions >= BLOCK_SIZE:
        total = total * (1 - BLOCK_DISCOUNT)
    total += ASSESSMENT_FEE
    return round(total, 2)


def price_summary(name, sessions, returning_client=False, online=False):
    """One-line summary for the booking diary."""
    where = "online" if online else "in person"
    total = course_price(sessions, returning_client, online)
    return f"{name}: {sessions} sessions {where}, £{total:.2f}"


if __name__ == "__main__":
    print(price_summary("Test client", 6, returning_client=True))
