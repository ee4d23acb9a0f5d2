"""Build renewal reminder emails for gym members."""

from dates_util import add_months, add_years, nice

MEMBERS = [
    {"name": "Dana", "plan": "monthly", "last_renewed": "2024-03-15"},
    {"name": "Marek", "plan": "annual", "last_renewed": "2023-06-01"},
    {"name": "Chloe", "plan": "monthly", "last_renewed": "2024-01-31"},
]

PRICES = {"monthly": 34.99, "annual": 349.00}


def next_renewal(member):
    from datetime import date
    start = date.fromisoformat(member["last_renewed"])
    if member["plan"] == "annual":
        return add_years(start, 1)
    return add_months(start, 1)


def reminder_email(member):
    when = nice(next_renewal(member))
    price = PRICES[member["plan"]]
    return (
        f"Hi {member['name']},\n"
        f"Your {member['plan']} membership renews on {when} "
        f"and £{price:.2f} will be taken from your account.\n"
        "See you at the gym!"
    )


if __name__ == "__main__":
    for m in MEMBERS:
        print(reminder_email(m))
        print("-" * 40)
