"""What the desk screen shows when a climber scans their card."""

from passes import DAY_ENTRY, PASS_PRICE, check_in


def scan(card, today):
    try:
        left = check_in(card, today)
    except ValueError as exc:
        return f"{card['name']}: {exc}"
    if left is None:
        return f"{card['name']}: welcome, monthly member"
    if left == 0:
        return f"{card['name']}: welcome - that was the last visit on this pass"
    return f"{card['name']}: welcome - {left} visit(s) left"


def price_board():
    return [f"Day entry: £{DAY_ENTRY:.2f}", f"10-visit pass: £{PASS_PRICE:.2f}"]
