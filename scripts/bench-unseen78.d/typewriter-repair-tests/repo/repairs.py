"""Typewriter repair workshop - job pricing."""

LABOUR_RATE = 30.00        # per hour
MIN_LABOUR_HOURS = 1.0
RIBBON_PRICE = 8.50
RUSH_FEE = 25.00           # done within 3 working days
VAT_RATE = 0.20


def labour_cost(hours):
    hours = max(hours, MIN_LABOUR_HOURS)
    return hours * LABOUR_RATE


def parts_cost(parts):
    """parts is a list of (name, unit_price, quantity) tuples."""
    return sum(unit_price for _name, unit_price, quantity in parts)


def job_net(hours, parts, ribbons=0, rush=False):
    net = labour_cost(hours) + parts_cost(parts) + ribbons * RIBBON_PRICE
    if rush:
        net += RUSH_FEE
    return round(net, 2)


def job_total(hours, parts, ribbons=0, rush=False):
    """Price including VAT."""
    return round(job_net(hours, parts, ribbons, rush) * VAT_RATE, 2)
