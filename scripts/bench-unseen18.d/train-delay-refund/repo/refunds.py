"""Delay repay: how much of the fare a passenger gets back for a late train."""

# (minutes late, share of the fare refunded), longest delay first
REFUND_BANDS = [(120, 1.00), (60, 0.50), (30, 0.25)]
MIN_PAYOUT = 0.50  # refunds smaller than this are not paid out


def refund_share(delay_minutes):
    if delay_minutes < 0:
        raise ValueError("delay cannot be negative")
    for minutes, share in REFUND_BANDS:
        if delay_minutes >= minutes:
            return share
    return 0.0


def refund_amount(fare, delay_minutes):
    """Money back, in pounds, for a ticket costing `fare` on a late train."""
    amount = round(fare - refund_share(delay_minutes), 2)
    return amount if amount >= MIN_PAYOUT else 0.0
