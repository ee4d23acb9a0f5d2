"""Prints a receipt for the customer at the end of their visit."""

from prices import (AFTERCARE_SPRAY, JEWELLERY_MARKUP, PAIR_OF_LOBES_DISCOUNT,
                    PIERCING_FEES, jewellery_price, visit_total)


def receipt(name, piercings, jewellery_costs, aftercare=True):
    markup_percent = round((JEWELLERY_MARKUP - 1) * 100)
    lines = [f"Customer: {name}"]
    for piercing in piercings:
        lines.append(f"  {piercing.title():<22} £{PIERCING_FEES[piercing]:6.2f}")
    if piercings.count("lobe") >= 2:
        lines.append(f"  {'Pair of lobes':<22}-£{PAIR_OF_LOBES_DISCOUNT:6.2f}")
    for cost in jewellery_costs:
        label = f"Jewellery (cost + {markup_percent}%)"
        lines.append(f"  {label:<22} £{jewellery_price(cost):6.2f}")
    if aftercare:
        lines.append(f"  {'Aftercare spray':<22} £{AFTERCARE_SPRAY:6.2f}")
    lines.append(f"  {'TOTAL':<22} £{visit_total(piercings, jewellery_costs, aftercare):6.2f}")
    return "\n".join(lines)


if __name__ == "__main__":
    print(receipt("Jo", ["lobe", "lobe"], [4.50, 4.50]))
    print(receipt("Sam", ["helix"], [8.00], aftercare=False))
