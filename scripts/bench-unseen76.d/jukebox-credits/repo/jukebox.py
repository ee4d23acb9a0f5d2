"""Pub jukebox: buying credits and queueing songs."""

CREDIT_BUNDLES = {1: 3, 2: 7, 5: 20}   # pounds paid -> credits given
PRIORITY_COST = 2                       # a priority play jumps the queue
MAX_QUEUE = 10


def credits_for(pounds):
    """Credits for a whole number of pounds, using the biggest bundles first."""
    if pounds < 0:
        raise ValueError("cannot pay a negative amount")
    credits = 0
    for price in sorted(CREDIT_BUNDLES):
        count = pounds // price
        credits += count * CREDIT_BUNDLES[price]
        pounds -= count * price
    return credits


class Jukebox:
    def __init__(self):
        self.credits = 0
        self.queue = []

    def pay(self, pounds):
        self.credits += credits_for(pounds)
        return self.credits

    def request(self, song, priority=False):
        """Queue a song if there are enough credits and room; True if queued."""
        cost = PRIORITY_COST if priority else 1
        if cost >= self.credits:
            return False
        if len(self.queue) >= MAX_QUEUE:
            return False
        self.credits -= cost
        if priority:
            self.queue.insert(0, song)
        else:
            self.queue.append(song)
        return True

    def next_song(self):
        """Take the next song off the queue, or None if it is empty."""
        if not self.queue:
            return None
        return self.queue.pop(0)
