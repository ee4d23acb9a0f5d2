"""Rentals: what was taken out, when it is due back, and what is owed."""

from dataclasses import dataclass, field
from datetime import date

from rates import LATE_FEE_PER_DAY, day_rate


@dataclass
class Rental:
    customer: str
    age: int
    start: date
    due: date
    items: list = field(default_factory=list)

    @property
    def days(self):
        return (self.due - self.start).days + 1


def hire_cost(rental):
    per_day = sum(day_rate(item, rental.age) for item in rental.items)
    return round(per_day * rental.days, 2)


def late_fee(rental, returned):
    """Extra charge for every day the kit comes back after the due date."""
    if returned >= rental.due:
        days_late = max((returned - rental.due).days, 1)
        return days_late * LATE_FEE_PER_DAY
    return 0


def amount_due(rental, returned):
    return round(hire_cost(rental) + late_fee(rental, returned), 2)
