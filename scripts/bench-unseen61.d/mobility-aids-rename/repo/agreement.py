"""The hire agreement we print for the customer to sign."""

from pricing import deposit_for, hire_charge


def due_today(item, days):
    return round(hire_charge(item, days) + deposit_for(item), 2)


def agreement_lines(customer, item, days):
    return [
        f"Hire agreement: {customer}",
        f"Item: {item} for {days} day{'s' if days != 1 else ''}",
        f"Hire: £{hire_charge(item, days):.2f}",
        f"Refundable deposit: £{deposit_for(item):.2f}",
        f"To pay today: £{due_today(item, days):.2f}",
        "Signed: ____________________",
    ]
