"""Gift tags that go inside the hampers."""

from items import hmpr_tot


def gift_tag(recipient, sender, contents, basket, show_value=False):
    """Lines printed on the card tucked into the hamper."""
    lines = [f"For {recipient}", f"With love from {sender}"]
    lines += [f" - {item.title()}" for item in contents]
    if show_value:
        lines.append(f"Hamper value £{hmpr_tot(contents, basket):.2f}")
    return lines
