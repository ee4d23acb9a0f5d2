"""Admission prices for the bird garden and aviary."""

ADULT = 12.50
CHILD = 7.00          # ages 3 to 15, under 3s are free
CONCESSION = 9.50     # students and over 65s
GROUP_SIZE = 10       # groups this big get a discount
GROUP_DISCOUNT = 0.15
GUIDE_BOOK = 3.00


def ticket_total(adults, children=0, concessions=0, guide_book=False):
    visitors = adults + children + concessions
    if visitors == 0:
        raise ValueError("A booking needs at least one visitor")
    total = adults * ADULT + children * CHILD + concessions * CONCESSION
    if visitors >= GROUP_SIZE:
        total *= 1 - GROUP_DISCOUNT
    if guide_book:
        total += GUIDE_BOOK
    return round(total, 2)


def booking_summary(name, adults, children=0, concessions=0):
    total = ticket_total(adults, children, concessions)
    return (f"{name}: {adults} adult, {children} child, {concessions} concession"
            f" - £{total:.2f}")


if __name__ == "__main__":
    print(booking_summary("Nowak family", 2, 3))
