"""Visit totals and till receipts for Long Neck Ostrich Farm."""

from tickets import calc_entry, feeding_bags

EGG_HUNT = 4.00   # per child, weekends in spring


def visit_total(adults, children=0, seniors=0, bags=0, egg_hunt=False):
    total = calc_entry(adults, children, seniors) + feeding_bags(bags)
    if egg_hunt:
        total += EGG_HUNT * children
    return round(total, 2)


def receipt(adults, children=0, seniors=0, bags=0, egg_hunt=False):
    lines = ["Long Neck Ostrich Farm"]
    lines.append("Entry: £%.2f" % calc_entry(adults, children, seniors))
    if bags:
        lines.append("Feeding bags x%d: £%.2f" % (bags, feeding_bags(bags)))
    if egg_hunt and children:
        lines.append("Egg hunt x%d: £%.2f" % (children, EGG_HUNT * children))
    lines.append("Total: £%.2f" % visit_total(adults, children, seniors, bags, egg_hunt))
    return "\n".join(lines)
