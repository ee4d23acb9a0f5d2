"""Price quotes for the shoe repair counter."""

PRICES = {
    "heel": 12.00,
    "sole": 25.00,
    "stitching": 8.50,
    "stretch": 10.00,
}

MULTI_PAIR_MINIMUM = 3
MULTI_PAIR_DISCOUNT = 0.10


def job_price(job):
    try:
        return PRICES[job]
    except KeyError:
        raise ValueError(f"Unknown repair job: {job}")


def quote(jobs_per_pair):
    """jobs_per_pair is a list with one list of jobs for each pair of shoes."""
    pairs = len(jobs_per_pair)
    subtotal = sum(job_price(job) for jobs in jobs_per_pair for job in jobs)
    if pairs > MULTI_PAIR_MINIMUM:
        subtotal -= subtotal * MULTI_PAIR_DISCOUNT
    return round(subtotal, 2)


def print_ticket(customer, jobs_per_pair):
    print(f"Repair ticket for {customer}")
    for number, jobs in enumerate(jobs_per_pair, start=1):
        print(f"  Pair {number}: {', '.join(jobs)}")
    print(f"  Total: £{quote(jobs_per_pair):.2f}")


if __name__ == "__main__":
    print_ticket("Mrs Okafor", [["heel"], ["heel", "stitching"], ["sole"]])
    print_ticket("Dev", [["stretch"]])
