from datetime import timedelta

from dental import book_slot

CHECKUP_INTERVAL = timedelta(weeks=26)


def book_recall(dentist, last_visit, patient, diary):
    """Book the six-monthly checkup at the same time of day as the last visit."""
    start = last_visit + CHECKUP_INTERVAL
    book_slot(dentist, start, patient, diary)
    return start
