"""One-off script: stamps cards for visits logged on paper last month."""

from loyalty import Card, add_stamp

PAPER_LOG = [
    ("Maya", 4),
    ("Tom", 11),
    ("Maya", 3),
    ("Ines", 9),
]


def backfill(log):
    cards = {}
    for owner, visits in log:
        card = cards.setdefault(owner, Card(owner))
        add_stamp(card, visits)
    return cards


if __name__ == "__main__":
    for card in backfill(PAPER_LOG).values():
        print(card)
