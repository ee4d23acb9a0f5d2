"""Works out what people pay for the life drawing sessions, and whether
a session covers its costs."""

import config


def session_price(block=False, paper=False):
    """What one person pays for one session.

    Block bookers pay a sixth of the block price per session.
    """
    if block:
        price = config.BLOCK_OF_SIX_PRICE / 6
    else:
        price = config.SESSION_PRICE
    if paper:
        price += config.PAPER_PACK_PRICE
    return round(price, 2)


def running_cost():
    """Model's fee plus the room for one session."""
    return config.MODEL_FEE_PER_HOUR * config.SESSION_HOURS + config.ROOM_HIRE


def takings(booked, block_bookers=0):
    """Money in for a session with `booked` people, some on block bookings."""
    if booked > config.MAX_PLACES:
        raise ValueError(f"only {config.MAX_PLACES} easels")
    singles = booked - block_bookers
    return round(singles * session_price() + block_bookers * session_price(block=True), 2)


def breaks_even(booked, block_bookers=0):
    return takings(booked, block_bookers) >= running_cost()


if __name__ == "__main__":
    print(session_price(), session_price(block=True, paper=True))
    print(running_cost(), takings(9, 3), breaks_even(9, 3))
