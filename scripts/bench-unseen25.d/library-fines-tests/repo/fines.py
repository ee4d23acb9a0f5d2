"""Loan periods and overdue fines for the Elm Street lending library."""
from datetime import timedelta

LOAN_DAYS = 21
GRACE_DAYS = 2
DAILY_FINE_PENCE = 25
MAX_FINE_PENCE = 1000


def due_date(borrowed):
    return borrowed + timedelta(days=LOAN_DAYS)


def days_overdue(borrowed, returned):
    return max(0, (returned - due_date(borrowed)).days)


def fine_pence(borrowed, returned, child=False):
    """Fine in pence. Nothing is charged within the grace period; after that
    every overdue day counts. Children pay half (rounded down); fines are capped."""
    overdue = days_overdue(borrowed, returned)
    if overdue < GRACE_DAYS:
        return 0
    fine = min(overdue * DAILY_FINE_PENCE, MAX_FINE_PENCE)
    if child:
        fine = fine / 2
    return fine


def format_pence(pence):
    return f"£{pence // 100}.{pence % 100}"
