"""Counting votes for the office lunch poll."""


def tally(votes):
    """Count the votes per option, ignoring blank lines and case."""
    counts = {}
    for vote in votes:
        option = vote.strip().lower()
        if option:
            counts[option] = counts.get(option, 0) + 1
    return counts


def winner(votes):
    """The option with the most votes (the first one named wins a tie)."""
    counts = tally(votes)
    return max(counts, key=counts.get)
