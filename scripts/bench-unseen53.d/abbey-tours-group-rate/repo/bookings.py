"""Turns a list of ages from the booking form into a price."""

from tickets import ticket_type, tour_price


def party_price(ages, students=0):
    """ages: everyone's age.  students: how many of the adults have a card."""
    counts = {"adult": 0, "child": 0, "concession": 0, "free": 0}
    for age in sorted(ages, reverse=True):
        kind = ticket_type(age)
        if kind == "adult" and students:
            kind = "concession"
            students -= 1
        counts[kind] += 1
    return tour_price(counts["adult"], counts["child"], counts["concession"])


if __name__ == "__main__":
    print(party_price([41, 39, 9, 6, 3]))
    print(party_price([34] + [8] * 9))
