"""Jobs booked in for this shearing season."""

from shearing import hours_needed, job_price

BOOKED = [
    ("Hill Farm", 120, True),
    ("Mrs Pryce", 12, False),
    ("Nant y Coed", 50, False),
]


def job_line(farm, sheep, crutching):
    extra = " + crutching" if crutching else ""
    return (f"{farm}: {sheep} sheep{extra}, "
            f"about {hours_needed(sheep)}h, £{job_price(sheep, crutching):.2f}")


if __name__ == "__main__":
    for job in BOOKED:
        print(job_line(*job))
