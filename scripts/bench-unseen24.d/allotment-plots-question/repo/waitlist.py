"""The waiting list for a first plot."""

WAITLIST_CAP = 40
OFFER_DAYS = 14     # days to accept an offered plot before it goes to the next person


def add_to_waitlist(waitlist, name):
    if name in waitlist:
        return waitlist.index(name) + 1
    if len(waitlist) >= WAITLIST_CAP:
        raise ValueError("waiting list is full")
    waitlist.append(name)
    return len(waitlist)


def next_offer(waitlist):
    return waitlist[0] if waitlist else None
