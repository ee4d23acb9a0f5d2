"""Quotes for hiring out foosball tables for parties and office events."""

DAILY_RATE = 45.00
EXTRA_DAY_RATE = 25.00        # each day after the first
DELIVERY_FEE = 20.00
FREE_DELIVERY_FROM = 3        # tables; bigger orders are delivered free
MULTI_TABLE_FROM = 4          # tables needed for the multi-table discount
MULTI_TABLE_DISCOUNT = 0.10   # off the table hire only
DEPOSIT_PER_TABLE = 50.00


def table_hire(days):
    """Hire price for one table."""
    if days < 1:
        raise ValueError("minimum hire is one day")
    return DAILY_RATE + EXTRA_DAY_RATE * (days - 1)


def quote(tables, days, delivery=True):
    """Total price for a hire, excluding the refundable deposit."""
    if tables < 1:
        raise ValueError("at least one table")
    hire = table_hire(days) * tables
    if tables >= MULTI_TABLE_FROM:
        hire *= 1 - MULTI_TABLE_DISCOUNT
    total = hire
    if delivery and tables < FREE_DELIVERY_FROM:
        total += DELIVERY_FEE
    return round(total, 2)


def deposit(tables):
    return round(DEPOSIT_PER_TABLE * tables, 2)
