"""Prices for lessons at Hurlingham Fields Polo Club."""

LESSON_PER_CHUKKA = 45.00
PONY_HIRE_PER_CHUKKA = 30.00
MALLET_HIRE = 8.00
WEEKEND_SURCHARGE = 0.15
MEMBER_DISCOUNT = 0.10

WEEKEND_DAYS = ("saturday", "sunday")
MAX_CHUKKAS = 6


def pony_hire_cost(chukkas, hire_pony):
    """Pony hire is charged for every chukka ridden."""
    if not hire_pony:
        return 0.0
    return PONY_HIRE_PER_CHUKKA


def session_total(chukkas, day, hire_pony=False, hire_mallet=False, member=False):
    """Total price for one rider's session."""
    if chukkas < 1 or chukkas > MAX_CHUKKAS:
        raise ValueError("a session is 1 to 6 chukkas")
    day = day.strip().lower()
    total = chukkas * LESSON_PER_CHUKKA
    total += pony_hire_cost(chukkas, hire_pony)
    if hire_mallet:
        total += MALLET_HIRE
    if day in WEEKEND_DAYS:
        total *= 1 + WEEKEND_SURCHARGE
    if member:
        total *= 1 - MEMBER_DISCOUNT
    return round(total, 2)
