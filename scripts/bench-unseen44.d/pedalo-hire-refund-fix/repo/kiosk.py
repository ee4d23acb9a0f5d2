"""Tickets printed at the lakeside kiosk."""

from datetime import date

from hire import hire_total, lifejackets_needed


def ticket(ages, slots, day):
    people = len(ages)
    weekend = day.weekday() >= 5
    price = hire_total(people, slots, weekend)
    boat = "swan" if people > 4 else "pedalo"
    return (f"{day:%a %d %b}: {boat} for {people}, {slots * 30} min, £{price:.2f}, "
            f"{lifejackets_needed(ages)} child lifejacket(s)")
