"""Session fees for Greenleaf Nutrition clinic."""
from datetime import date

FIRST_CONSULTATION = 85.00
FOLLOW_UP = 60.00
MEAL_PLAN = 35.00
FOLLOW_UP_WINDOW_WEEKS = 6
FOLLOW_UP_DISCOUNT = 0.5
ONLINE_REDUCTION = 10.00


def days_between(first, later):
    return (later - first).days


def session_fee(kind, days_since_first=0, online=False):
    """Fee for one session.

    kind is "first", "follow-up" or "meal plan".
    days_since_first counts days from the client's first consultation.
    """
    if kind == "first":
        fee = FIRST_CONSULTATION
    elif kind == "follow-up":
        fee = FOLLOW_UP
        if days_since_first <= FOLLOW_UP_WINDOW_WEEKS:
            fee = fee * FOLLOW_UP_DISCOUNT
    elif kind == "meal plan":
        return MEAL_PLAN
    else:
        raise ValueError(f"unknown session type: {kind}")
    if online:
        fee -= ONLINE_REDUCTION
    return round(fee, 2)


def fee_for_dates(kind, first_visit, session_day, online=False):
    return session_fee(kind, days_between(first_visit, session_day), online)


def invoice_line(client, kind, days_since_first=0, online=False):
    where = "online" if online else "in clinic"
    fee = session_fee(kind, days_since_first, online)
    return f"{client}: {kind} ({where}) £{fee:.2f}"


if __name__ == "__main__":
    print(invoice_line("J. Harper", "follow-up", 18))
    print(fee_for_dates("follow-up", date(2024, 3, 1), date(2024, 3, 20), online=True))
