from datetime import date

from prices import (BALLS_INCLUDED, EXTRA_POT_PRICE, HOLIDAY_EXTRA, MIN_AGE,
                    MIN_PARTY_SIZE, PARTY_PER_PLAYER, WALK_ON_PER_PLAYER,
                    WEEKEND_EXTRA)

SCHOOL_HOLIDAYS = [(date(2024, 7, 22), date(2024, 9, 2)), (date(2024, 10, 28), date(2024, 11, 1))]


def in_holidays(day):
    return any(start <= day <= end for start, end in SCHOOL_HOLIDAYS)


def player_price(day, party=False):
    price = PARTY_PER_PLAYER if party else WALK_ON_PER_PLAYER
    if in_holidays(day):
        price += HOLIDAY_EXTRA
    elif day.weekday() >= 5:
        price += WEEKEND_EXTRA
    return price


def party_quote(day, players, youngest_age, extra_pots=0):
    if players < MIN_PARTY_SIZE:
        raise ValueError(f"parties need at least {MIN_PARTY_SIZE} players")
    if youngest_age < MIN_AGE:
        raise ValueError(f"players must be {MIN_AGE} or over")
    per_player = player_price(day, party=True)
    total = per_player * players + extra_pots * EXTRA_POT_PRICE
    return {
        "per_player": per_player,
        "balls_each": BALLS_INCLUDED,
        "extra_pots": extra_pots,
        "total": round(total, 2),
    }


if __name__ == "__main__":
    print(party_quote(date(2024, 10, 30), 10, 12, extra_pots=3))
    print(party_quote(date(2024, 10, 16), 8, 11))
