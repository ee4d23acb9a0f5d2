"""Deposit values for the supermarket's bottle return machine."""

BOTTLE_DEPOSIT_CENTS = 25   # plastic bottles
CAN_DEPOSIT_CENTS = 10
CRATE_DEPOSIT_CENTS = 150
MAX_ITEMS_PER_SESSION = 200

DEPOSITS = {"bottle": BOTTLE_DEPOSIT_CENTS, "can": CAN_DEPOSIT_CENTS}


def item_value(kind):
    """Deposit in cents for one returned item."""
    if kind == "crate":
        return CRATE_DEPOSIT_CENTS
    if kind not in DEPOSITS:
        raise ValueError(f"machine does not accept {kind}")
    return DEPOSITS[kind]


def refund_cents(items):
    """Total refund for a list of returned item kinds."""
    if len(items) > MAX_ITEMS_PER_SESSION:
        raise ValueError("too many items for one session")
    return sum(item_value(kind) for kind in items)
