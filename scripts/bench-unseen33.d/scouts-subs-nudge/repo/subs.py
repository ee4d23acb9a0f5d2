"""Termly subs tracking for 3rd Ashcombe Scouts."""

TERM_SUBS = 45.00
SIBLING_SUBS = 35.00

ROSTER = [
    {"name": "Sam", "paid": 32.50, "sibling": False},
    {"name": "Priya", "paid": 45.00, "sibling": False},
    {"name": "Leo", "paid": 0.00, "sibling": True},
    {"name": "Ffion", "paid": 40.00, "sibling": True},
]


def amount_due(child):
    fee = SIBLING_SUBS if child["sibling"] else TERM_SUBS
    return round(max(fee - child["paid"], 0), 2)


def message(child):
    owed = amount_due(child)
    if owed == 0:
        return f"Thanks! {child['name']}'s subs are all paid up for this term."
    return (f"SUBS OVERDUE: {child['name']} still owes £{owed:.2f}. "
            f"Payment must be made immediately.")


def leader_summary(roster):
    unpaid = [c for c in roster if amount_due(c) > 0]
    total = sum(amount_due(c) for c in unpaid)
    names = ", ".join(c["name"] for c in unpaid) or "nobody"
    return f"{len(unpaid)} unpaid ({names}), £{total:.2f} outstanding"


if __name__ == "__main__":
    for child in ROSTER:
        print(message(child))
    print(leader_summary(ROSTER))
