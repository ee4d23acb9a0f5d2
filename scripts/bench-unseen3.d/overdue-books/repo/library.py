from datetime import date, timedelta

LOAN_DAYS = 21
FINE_PER_DAY = 0.25


def due_date(borrowed: date) -> date:
    return borrowed + timedelta(days=LOAN_DAYS)


def is_overdue(due: date, returned: date) -> bool:
    """A book is overdue if it comes back after its due date."""
    return returned >= due


def fine(due: date, returned: date) -> float:
    if not is_overdue(due, returned):
        return 0.0
    return (returned - due).days * FINE_PER_DAY
