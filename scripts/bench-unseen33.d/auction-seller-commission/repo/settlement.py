"""Seller statements after each sale day."""

from fees import LOT_ENTRY_FEE, seller_commission


def statement(seller, lots):
    lines = [f"Statement for {seller}"]
    total_due = 0.0
    for description, hammer in lots:
        commission = seller_commission(hammer)
        net = round(hammer - commission - LOT_ENTRY_FEE, 2)
        total_due += net
        if hammer:
            lines.append(f"  {description}: sold £{hammer:.2f}, "
                         f"commission £{commission:.2f}, "
                         f"entry fee £{LOT_ENTRY_FEE:.2f}, you receive £{net:.2f}")
        else:
            lines.append(f"  {description}: unsold, entry fee £{LOT_ENTRY_FEE:.2f}")
    lines.append(f"Total payable to you: £{total_due:.2f}")
    return "\n".join(lines)


if __name__ == "__main__":
    print(statement("Mrs J. Pennock", [
        ("Victorian mantel clock", 220),
        ("Box of assorted china", 0),
        ("Oak blanket chest", 1450),
    ]))
