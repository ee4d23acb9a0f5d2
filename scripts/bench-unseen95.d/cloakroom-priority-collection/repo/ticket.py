"""The paper ticket handed over at the cloakroom counter."""

from pricing import BAG_FEE, COAT_FEE, LARGE_ITEM_FEE, cloakroom_total


def ticket_lines(number, coats=0, bags=0, large=0):
    total = cloakroom_total(coats, bags, large)
    lines = [f"Cloakroom ticket #{number:03d}"]
    if coats:
        lines.append(f"Coats x{coats}: £{coats * COAT_FEE:.2f}")
    if bags:
        lines.append(f"Bags x{bags}: £{bags * BAG_FEE:.2f}")
    if large:
        lines.append(f"Large items x{large}: £{large * LARGE_ITEM_FEE:.2f}")
    lines.append(f"Total: £{total:.2f}")
    lines.append("Please keep this ticket safe")
    return lines


def print_ticket(number, coats=0, bags=0, large=0):
    print("\n".join(ticket_lines(number, coats, bags, large)))


if __name__ == "__main__":
    print_ticket(7, coats=2, bags=1)
