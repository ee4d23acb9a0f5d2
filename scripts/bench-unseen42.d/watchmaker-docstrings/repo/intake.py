"""Intake card filled in when a watch comes over the counter."""

from servicing import service_due, service_quote, within_tolerance


def intake_card(owner, movement, last_service, today, gain_seconds, days_measured):
    lines = [f"Owner: {owner}", f"Movement: {movement}"]
    if not within_tolerance(movement, gain_seconds, days_measured):
        lines.append("Timing out of tolerance")
    if service_due(movement, last_service, today):
        lines.append(f"Full service recommended: £{service_quote(movement, pressure_test=True):.2f}")
    return lines


def bench_ticket(ticket_number, owner, movement):
    return f"#{ticket_number:05d} {owner} ({movement})"


def tickets(watches, first_number):
    return [bench_ticket(first_number + i, owner, movement) for i, (owner, movement) in enumerate(watches)]
