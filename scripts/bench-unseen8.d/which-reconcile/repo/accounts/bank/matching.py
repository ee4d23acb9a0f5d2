"""Matches ledger entries against bank statement lines."""


def reconcile_ledger(ledger, statement, tolerance_days=3):
    """Returns (unmatched ledger entries, unmatched statement lines)."""
    open_lines = list(statement)
    unmatched = []
    for entry in ledger.entries:
        for line in open_lines:
            day, amount = line
            if amount == entry.amount and abs((day - entry.day).days) <= tolerance_days:
                open_lines.remove(line)
                break
        else:
            unmatched.append(entry)
    return unmatched, open_lines
