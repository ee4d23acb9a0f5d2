"""Prices for the pasta making courses in the kitchen at the farmhouse.

Prices are per person and include lunch and a bag of pasta to take home.
"""

COURSES = {
    "fresh pasta": 65.0,
    "filled pasta": 75.0,
    "gnocchi": 55.0,
}
GROUP_SIZE_FOR_DISCOUNT = 6
GROUP_DISCOUNT = 0.10
PRIVATE_SESSION_FEE = 120.0    # have the kitchen to yourselves
MAX_PEOPLE = 10


def course_price(people, course="fresh pasta", private=False):
    """Total price for a booking.

    Groups of 6 or more get 10% off the course price. The private
    session fee is added on after any discount.
    """
    if not 1 <= people <= MAX_PEOPLE:
        raise ValueError(f"We can take 1 to {MAX_PEOPLE} people, not {people}")
    price = COURSES[course] * people
    if people >= GROUP_SIZE_FOR_DISCOUNT:
        price *= 1 - GROUP_DISCOUNT
    if private:
        price += PRIVATE_SESSION_FEE
    return round(price, 2)


def deposit(total):
    """25% deposit to hold the date, rounded to the pound."""
    return round(total * 0.25)
