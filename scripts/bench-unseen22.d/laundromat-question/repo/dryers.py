"""Tumble dryers: coins, extra time and cool-down."""

from timers import DRY_CYCLE_MINUTES, finish_time

COINS_PER_CYCLE = 4          # £1 coins
EXTRA_MINUTES_PER_COIN = 10
COOL_DOWN_MINUTES = 5        # drum keeps turning without heat at the end
MAX_EXTRA_COINS = 3


def dryer_minutes(extra_coins=0):
    if not 0 <= extra_coins <= MAX_EXTRA_COINS:
        raise ValueError(f"up to {MAX_EXTRA_COINS} extra coins")
    return DRY_CYCLE_MINUTES + extra_coins * EXTRA_MINUTES_PER_COIN + COOL_DOWN_MINUTES


def dryer_cost(extra_coins=0):
    return COINS_PER_CYCLE + extra_coins


def ready_at(start_hhmm, extra_coins=0):
    return finish_time(start_hhmm, dryer_minutes(extra_coins))
