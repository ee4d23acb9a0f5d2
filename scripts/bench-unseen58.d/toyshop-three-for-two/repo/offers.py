"""Offers at the toy shop till."""

OFFER_RANGES = {"jigsaw", "board game"}     # 3 for 2 on these


def three_for_two_saving(prices):
    """For every three offer items bought, the cheapest one is free."""
    free_items = len(prices) // 3
    ordered = sorted(prices, reverse=True)
    return round(sum(ordered[:free_items]), 2)
