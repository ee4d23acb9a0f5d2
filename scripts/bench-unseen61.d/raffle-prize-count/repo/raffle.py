"""Ticket sales and the prize draw for the village fete raffle."""

import random

TICKET_PRICE = 1.00
STRIP_SIZE = 5
STRIP_PRICE = 4.00
PRIZES = 3


def ticket_cost(count):
    strips, singles = divmod(count, STRIP_SIZE)
    return round(strips * STRIP_PRICE + singles * TICKET_PRICE, 2)


def sell(book, buyer, count):
    """Gives the buyer the next tickets in the book and returns their numbers."""
    start = len(book) + 1
    numbers = list(range(start, start + count))
    for number in numbers:
        book[number] = buyer
    return numbers


def takings(book):
    counts = {}
    for buyer in book.values():
        counts[buyer] = counts.get(buyer, 0) + 1
    return round(sum(ticket_cost(n) for n in counts.values()), 2)


def draw_winners(book, seed=None):
    """Draws the winning tickets, first prize first."""
    tickets = sorted(book)
    if len(tickets) < PRIZES:
        raise ValueError("not enough tickets sold for the draw")
    rng = random.Random(seed)
    return [(number, book[number]) for number in rng.sample(tickets, PRIZES)]


def announce(winners):
    for place, (number, buyer) in enumerate(winners, start=1):
        print(f"Prize {place}: ticket {number} - {buyer}")


if __name__ == "__main__":
    book = {}
    sell(book, "Mrs Patel", 10)
    sell(book, "Tom", 3)
    sell(book, "The Hendersons", 5)
    print(f"Takings: £{takings(book):.2f}")
    announce(draw_winners(book, seed=2024))
