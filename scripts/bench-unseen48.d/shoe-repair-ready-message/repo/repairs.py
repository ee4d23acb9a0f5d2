"""Shoe repair counter: prices and customer texts."""

PRICES = {"heel": 9.5, "sole": 24.0, "stitch": 7.0, "stretch": 8.0, "dye": 15.0}
EXPRESS_FEE = 5.0


def job_price(work, express=False):
    total = sum(PRICES[w] for w in work)
    if express:
        total += EXPRESS_FEE
    return round(total, 2)


def ready_message(name, ticket, amount):
    return f"Ticket {ticket}: repair complete. Amount due: £{amount:.2f}"


def delay_message(name, ticket, days):
    plural = "day" if days == 1 else "days"
    return f"Sorry {name}, ticket {ticket} needs {days} more {plural}."
