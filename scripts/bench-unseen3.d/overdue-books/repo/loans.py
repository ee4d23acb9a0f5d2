from datetime import date

from library import due_date, fine, is_overdue


def loan_status(title: str, borrowed: date, returned: date) -> str:
    due = due_date(borrowed)
    if is_overdue(due, returned):
        return f"{title}: late, fine {fine(due, returned):.2f}"
    return f"{title}: on time"
