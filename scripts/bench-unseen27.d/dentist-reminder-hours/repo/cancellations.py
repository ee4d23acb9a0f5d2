"""Late-cancellation rules."""
from datetime import timedelta

from settings import LATE_CANCEL_FEE, LATE_CANCEL_HOURS


def cancellation_fee(appointment_at, cancelled_at, first_visit=False):
    if first_visit:
        return 0.0
    if appointment_at - cancelled_at < timedelta(hours=LATE_CANCEL_HOURS):
        return LATE_CANCEL_FEE
    return 0.0
