"""Price list for a travelling sheep shearer."""

PER_HEAD = 2.40           # standard price per sheep
FLOCK_RATE = 1.90         # cheaper per-head price for big flocks
FLOCK_SIZE = 50           # flocks of this many sheep or more get the flock rate
CALLOUT = 35.0            # callout fee for small jobs
CALLOUT_WAIVED_FROM = 20  # no callout fee at 20 sheep or more
CRUTCHING = 0.80          # optional tidy-up around the tail, per sheep
SHEEP_PER_HOUR = 25


def per_head_rate(sheep):
    if sheep > FLOCK_SIZE:
        return FLOCK_RATE
    return PER_HEAD


def callout_fee(sheep):
    if sheep >= CALLOUT_WAIVED_FROM:
        return 0.0
    return CALLOUT


def job_price(sheep, crutching=False):
    if sheep <= 0:
        return 0.0
    price = sheep * per_head_rate(sheep) + callout_fee(sheep)
    if crutching:
        price += sheep * CRUTCHING
    return round(price, 2)


def hours_needed(sheep):
    return round(sheep / SHEEP_PER_HOUR, 1)
