"""Prices at the front desk."""

GAME_PRICE = 6.50
SHOE_HIRE = 2.00
EVENING_FROM = 18
EVENING_SURCHARGE = 1.50


def price_per_game(start_hour):
    if start_hour >= EVENING_FROM:
        return GAME_PRICE + EVENING_SURCHARGE
    return GAME_PRICE


def group_price(players, games, start_hour, shoes=0):
    if players < 1 or games < 1:
        raise ValueError("need at least one player and one game")
    total = players * games * price_per_game(start_hour) + shoes * SHOE_HIRE
    return round(total, 2)
