"""Repair prices at the saddlery workshop."""

STITCH_PER_CM = 0.80
HAND_STITCH_EXTRA = 0.40       # per cm, for show tack done by hand
REFLOCK = {"general purpose": 85.00, "dressage": 95.00, "jumping": 90.00, "synthetic": 60.00}
BILLET_EACH = 12.00
COLLECTION = 15.00             # we pick up from the yard and drop back


def stitch_cost(cm, hand_stitched=False):
    """Restitching a seam, priced by the centimetre."""
    rate = STITCH_PER_CM + (HAND_STITCH_EXTRA if hand_stitched else 0)
    return round(cm * rate, 2)


def reflock_price(saddle, full=True):
    """Reflocking a saddle; a top-up is half the price of a full reflock."""
    price = REFLOCK[saddle]
    return price if full else round(price / 2, 2)


def billets_price(count):
    """Replacing girth straps (billets)."""
    return count * BILLET_EACH


def repair_total(job_prices, collect=False):
    """Adds up the jobs on one ticket, plus collection if we fetched it."""
    total = sum(job_prices) + (COLLECTION if collect else 0)
    return round(total, 2)


def ticket(customer, job_prices, collect=False):
    """The repair ticket that goes on the saddle."""
    return f"{customer}: {len(job_prices)} job(s) - £{repair_total(job_prices, collect):.2f}"


if __name__ == "__main__":
    jobs = [stitch_cost(25, hand_stitched=True), reflock_price("dressage", full=False)]
    print(ticket("Hannah (Willow)", jobs, collect=True))
