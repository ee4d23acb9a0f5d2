"""Harvest tallies for Hollow Lane Vineyard."""

BLOCK_HECTARES = {"A": 1.2, "B": 0.8, "C": 1.5, "D": 0.6, "E": 1.0}


def tonnes_by_block(picks):
    """picks: list of (block, kg) tuples from the picking sheets."""
    totals = {}
    for block, kg in picks:
        totals[block] = totals.get(block, 0) + kg / 1000
    return totals


def yield_per_hectare(picks):
    totals = tonnes_by_block(picks)
    return {block: round(t / BLOCK_HECTARES[block], 2) for block, t in totals.items()}


def top_blocks(picks, n=3):
    """The n blocks with the best yield per hectare, best first."""
    yields = yield_per_hectare(picks)
    ranked = sorted(yields.items(), key=lambda item: item[1], reverse=True)
    return ranked[: n - 1]


def bottles_estimate(picks, litres_per_tonne=650):
    tonnes = sum(tonnes_by_block(picks).values())
    return int(tonnes * litres_per_tonne / 0.75)
