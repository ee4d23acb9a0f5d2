"""Invoices for reindeer visits."""

from visits import SANTA_FEE, handlers_needed, reindeer_cost, travel_cost, visit_price

DEPOSIT_SHARE = 0.30


def deposit(reindeer, hours, miles, month, santa=False):
    return round(visit_price(reindeer, hours, miles, month, santa) * DEPOSIT_SHARE, 2)


def invoice_lines(customer, reindeer, hours, miles, month, santa=False):
    lines = [f"Invoice for {customer}"]
    lines.append(f"{reindeer} reindeer for {hours} hours: £{reindeer_cost(reindeer, hours, month):.2f}")
    lines.append(f"Handlers x{handlers_needed(reindeer)}")
    travel = travel_cost(miles)
    if travel:
        lines.append(f"Travel ({miles} miles each way): £{travel:.2f}")
    if santa:
        lines.append(f"Santa: £{SANTA_FEE:.2f}")
    total = visit_price(reindeer, hours, miles, month, santa)
    lines.append(f"Total: £{total:.2f}")
    lines.append(f"Deposit to pay now: £{deposit(reindeer, hours, miles, month, santa):.2f}")
    return lines
