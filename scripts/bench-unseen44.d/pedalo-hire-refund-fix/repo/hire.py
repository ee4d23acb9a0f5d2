"""Pedalo hire prices at the boating lake."""

# per person for a 30 minute slot:
#   2 people £8 each, 3-4 people £6 each, 5-6 people (swan pedalo) £5 each
MAX_PEOPLE = 6
WEEKEND_SURCHARGE = 0.1
LIFEJACKET_AGE = 12


def price_per_person(people):
    if people < 2 or people > MAX_PEOPLE:
        raise ValueError("pedalos take 2 to 6 people")
    if people <= 3:
        return 8.0
    if people <= 4:
        return 6.0
    return 5.0


def hire_total(people, slots=1, weekend=False):
    total = people * price_per_person(people) * slots
    if weekend:
        total *= 1 + WEEKEND_SURCHARGE
    return round(total, 2)


def lifejackets_needed(ages):
    return sum(1 for age in ages if age < LIFEJACKET_AGE)
