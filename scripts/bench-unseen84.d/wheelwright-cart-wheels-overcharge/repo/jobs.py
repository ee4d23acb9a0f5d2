"""Job totals and job sheets for Oakspoke Wheelwrights."""

from pricing import labour_cost, PAINT_PER_WHEEL, VAT_RATE


def job_total(wheels, spokes=0, felloes=0, diameter=0, retyre=False,
              rebush=False, age=0, paint=False):
    """Total including VAT for the same repair done on each of `wheels` wheels."""
    if wheels < 1:
        raise ValueError("a job needs at least one wheel")
    per_wheel = labour_cost(spokes, felloes, diameter, retyre, rebush, age)
    if paint:
        per_wheel += PAINT_PER_WHEEL
    net = per_wheel * wheels
    return round(net * (1 + VAT_RATE), 2)


def job_sheet(customer, wheels, **repair):
    total = job_total(wheels, **repair)
    lines = [
        "Oakspoke Wheelwrights",
        "Customer: %s" % customer,
        "Wheels: %d" % wheels,
        "Total inc. VAT: £%.2f" % total,
    ]
    return "\n".join(lines)
