"""Phone and counter orders.

An order is a list of (species, grams, fillet) tuples, e.g.
    [("cod", 450, True), ("crab", 800, False)]
"""

from fish import FILLETING_FEE, can_fillet, weigh_up


def line_total(species, grams, fillet=False):
    """One line of the order, including filleting if asked for."""
    price = weigh_up(species, grams)
    if fillet and can_fillet(species):
        price += FILLETING_FEE
    return round(price, 2)


def order_total(lines):
    """Add up a whole order."""
    return round(sum(line_total(*line) for line in lines), 2)


def order_slip(lines, customer):
    """The little slip we tape on the bag for collection."""
    out = [f"Order for {customer}"]
    for species, grams, fillet in lines:
        extra = " (filleted)" if fillet and can_fillet(species) else ""
        out.append(f"  {grams}g {species}{extra}: £{line_total(species, grams, fillet):.2f}")
    out.append(f"  Total: £{order_total(lines):.2f}")
    return "\n".join(out)
