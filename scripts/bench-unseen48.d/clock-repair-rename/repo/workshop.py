"""Job tickets for clocks booked into the workshop."""

from clocks import movement_cost, parts_markup, repair_estimate

COLLECTION_FEE = {"longcase": 60.0}
DEFAULT_COLLECTION = 25.0


def ticket(owner, kind, parts_cost=0.0, striking=False, chiming=False, collect=False):
    lines = [f"Owner: {owner}", f"Clock: {kind}"]
    lines.append(f"Overhaul: £{movement_cost(kind, striking, chiming):.2f}")
    if parts_cost:
        lines.append(f"Parts: £{parts_markup(parts_cost):.2f}")
    total = repair_estimate(kind, parts_cost, striking, chiming)
    if collect:
        fee = COLLECTION_FEE.get(kind, DEFAULT_COLLECTION)
        lines.append(f"Collection: £{fee:.2f}")
        total += fee
    lines.append(f"Total: £{total:.2f}")
    return lines


if __name__ == "__main__":
    print("\n".join(ticket("Mrs Hale", "longcase", 40.0, striking=True, collect=True)))
