"""Print a booking confirmation for a customer."""

from prices import job_price


def confirmation(customer, date, rooms, stairs=0, rugs=0):
    price = job_price(rooms, stairs, rugs)
    parts = [f"{rooms} room(s)"]
    if stairs:
        parts.append(f"{stairs} flight(s) of stairs")
    if rugs:
        parts.append(f"{rugs} rug(s)")
    return (
        f"Hi {customer}, you're booked in for {date}.\n"
        f"Cleaning: {', '.join(parts)}\n"
        f"Price: £{price:.2f}"
    )


if __name__ == "__main__":
    print(confirmation("Mrs Patel", "Thu 12 June", 3, stairs=1))
