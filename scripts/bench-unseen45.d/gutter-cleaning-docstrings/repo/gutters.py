import math

BASE_PER_METRE = 1.8
STOREY_MULTIPLIER = {1: 1.0, 2: 1.3, 3: 1.7}
DOWNPIPE_UNBLOCK = 12.0
CONSERVATORY_ROOF = 35.0
MINIMUM_JOB = 50.0
VAN_METRES_PER_HOUR = 25


def gutter_metres(front, back, sides=0):
    return front + back + 2 * sides


def storey_factor(storeys):
    if storeys not in STOREY_MULTIPLIER:
        raise ValueError("we only do houses up to 3 storeys")
    return STOREY_MULTIPLIER[storeys]


def job_price(metres, storeys=2, downpipes=0, conservatory=False):
    price = metres * BASE_PER_METRE * storey_factor(storeys)
    price += downpipes * DOWNPIPE_UNBLOCK
    if conservatory:
        price += CONSERVATORY_ROOF
    return round(max(price, MINIMUM_JOB), 2)


def hours_on_site(metres, downpipes=0):
    hours = metres / VAN_METRES_PER_HOUR + downpipes * 0.25
    return math.ceil(hours * 2) / 2


def next_visit_month(month, per_year=2):
    gap = 12 // per_year
    return (month - 1 + gap) % 12 + 1


def quote_text(address, metres, storeys=2, downpipes=0, conservatory=False):
    price = job_price(metres, storeys, downpipes, conservatory)
    hours = hours_on_site(metres, downpipes)
    return f"{address}: {metres}m of guttering, about {hours:g}h, £{price:.2f}"
