"""Prints the ticket pinned to each garment."""

from datetime import date

from alterations import quote, ready_date


def ticket(number, customer, jobs, dropped_off, express=False):
    lines = [
        f"#{number:04d}  {customer}",
        *(f"  - {job.replace('_', ' ')}" for job in jobs),
        f"  quote: £{quote(jobs, express):.2f}",
        f"  ready: {ready_date(dropped_off, express):%a %d %b}",
    ]
    if express:
        lines.insert(1, "  ** EXPRESS **")
    return "\n".join(lines)


if __name__ == "__main__":
    print(ticket(42, "R. Okafor", ["hem_trousers", "replace_zip"], date(2025, 5, 7)))
