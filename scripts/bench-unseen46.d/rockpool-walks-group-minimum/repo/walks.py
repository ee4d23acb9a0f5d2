"""Bookings for the guided rock pooling walks along the bay."""

ADULT_PRICE = 9.0
CHILD_PRICE = 6.0
MIN_GROUP = 4
MAX_GROUP = 15
KIDS_PER_ADULT = 4  # each adult can look after up to four children


def group_problems(adults, children):
    problems = []
    size = adults + children
    if size < MIN_GROUP:
        problems.append(f"groups need at least {MIN_GROUP} people")
    if size > MAX_GROUP:
        problems.append(f"groups can be at most {MAX_GROUP} people")
    if children and adults == 0:
        problems.append("children must come with an adult")
    elif children > adults * KIDS_PER_ADULT:
        problems.append(f"at most {KIDS_PER_ADULT} children per adult")
    return problems


def walk_price(adults, children):
    problems = group_problems(adults, children)
    if problems:
        raise ValueError("; ".join(problems))
    return adults * ADULT_PRICE + children * CHILD_PRICE
