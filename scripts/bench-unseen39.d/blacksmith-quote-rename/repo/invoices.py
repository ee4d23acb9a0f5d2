"""Turns accepted quotes into invoice lines."""

from quotes import Quote

DEPOSIT_SHARE = 0.3


def deposit_due(job):
    return round(job.total() * DEPOSIT_SHARE, 2)


def invoice_lines(job):
    return [
        f"{job.item} for {job.customer}",
        f"Steel and finish: £{job.materials():.2f}",
        f"Labour ({job.hours} h): £{job.labour():.2f}",
        f"Total: £{job.total():.2f}",
        f"Deposit to pay now: £{deposit_due(job):.2f}",
    ]


def quick_quote(customer, item, steel_kg, hours):
    return Quote(customer, item, steel_kg, hours)
