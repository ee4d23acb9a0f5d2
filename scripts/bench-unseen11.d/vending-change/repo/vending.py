"""Coin handling for the snack machine. All amounts are in cents."""

COINS = [200, 100, 50, 20, 10, 5]


def make_change(cents):
    """Split an amount into as few coins as possible, largest coins first."""
    if cents < 0 or cents % 5:
        raise ValueError(f"cannot pay out {cents} cents")
    coins = []
    for coin in COINS:
        while cents > coin:
            coins.append(coin)
            cents -= coin
    return coins


def format_coin(cents):
    return f"{cents // 100}.{cents % 100:02d}"
