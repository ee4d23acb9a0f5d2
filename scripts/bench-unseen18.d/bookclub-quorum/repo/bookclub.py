"""Book club meetings: who is coming and whether we can vote on the next book."""

QUORUM_SHARE = 0.5  # at least half of the members must be there to vote


def attendees(rsvps):
    """Sorted names of the members who answered yes."""
    return sorted(name for name, answer in rsvps.items()
                  if answer.strip().lower() in ("yes", "y"))


def has_quorum(present, members):
    """Whether enough members are present to vote on the next book."""
    if members <= 0:
        raise ValueError("the club has no members")
    return present / members > QUORUM_SHARE


def winning_book(votes):
    """The book with the most votes; ties go to the first title alphabetically."""
    if not votes:
        return None
    tally = {}
    for book in votes:
        tally[book] = tally.get(book, 0) + 1
    best = max(tally.values())
    return sorted(book for book, count in tally.items() if count == best)[0]
