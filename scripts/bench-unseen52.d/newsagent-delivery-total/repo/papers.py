"""Newspaper prices for the paper round. All prices are in pence."""

PAPER_PRICES = {
    "times":  {"weekday": 250, "saturday": 350, "sunday": 300},
    "mirror": {"weekday": 150, "saturday": 200, "sunday": 220},
    "echo":   {"weekday": 110, "saturday": 110},   # local paper, no Sunday edition
}

DAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]


def copy_price(paper, day):
    """Price in pence of one copy of `paper` on `day` ("mon" ... "sun")."""
    prices = PAPER_PRICES[paper]
    if day == "sat":
        return prices["saturday"]
    if day == "sun":
        # not every paper comes out on a Sunday
        return prices.get("saturday")
    return prices["weekday"]
