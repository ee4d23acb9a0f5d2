"""Prints the day's jobs with prices so the van knows what to charge."""

from pricing import job_price

DAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]


def day_sheet(jobs):
    """jobs is a list of dicts straight from the bookings spreadsheet."""
    lines = []
    total = 0.0
    for job in jobs:
        price = job_price(
            job["treatment"],
            job["weekday"],
            job["hour"],
            nests=job.get("nests", 1),
            height_m=job.get("height_m", 0),
        )
        total += price
        when = f"{DAYS[job['weekday']]} {job['hour']:02d}:00"
        lines.append(f"{when}  {job['address']:<25} {job['treatment']:<10} £{price:.2f}")
    lines.append(f"Total for the day: £{total:.2f}")
    return "\n".join(lines)


if __name__ == "__main__":
    print(day_sheet([
        {"address": "14 Mill Lane", "treatment": "wasp_nest", "weekday": 1,
         "hour": 9, "nests": 2, "height_m": 5},
        {"address": "The Old Forge", "treatment": "rats", "weekday": 1, "hour": 14},
    ]))
