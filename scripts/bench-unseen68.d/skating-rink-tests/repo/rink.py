"""Ticket prices for Starlight Roller Rink."""

PEAK = {"adult": 9.50, "child": 7.00}
OFF_PEAK = {"adult": 7.50, "child": 5.50}
SKATE_HIRE = 3.00
CHILD_UNDER = 16      # under-16s pay the child price
FREE_UNDER = 5        # under-5s skate free
PEAK_DAYS = ("sat", "sun")
PEAK_FROM_HOUR = 18   # weekday sessions starting 6pm or later are peak


def is_peak(day, hour):
    if day.lower()[:3] in PEAK_DAYS:
        return True
    return hour > PEAK_FROM_HOUR


def ticket_price(age, day, hour):
    if age < FREE_UNDER:
        return 0.0
    prices = PEAK if is_peak(day, hour) else OFF_PEAK
    band = "child" if age <= CHILD_UNDER else "adult"
    return prices[band]


def group_total(ages, day, hour, own_skates=0):
    """Total for a group; everyone hires skates except those bringing their own."""
    if own_skates > len(ages):
        raise ValueError("more people with own skates than in the group")
    tickets = sum(ticket_price(a, day, hour) for a in ages)
    hire = SKATE_HIRE * (len(ages) - own_skates)
    return round(tickets + hire, 2)
