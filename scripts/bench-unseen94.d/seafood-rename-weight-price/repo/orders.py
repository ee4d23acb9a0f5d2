"""Customer orders at the Harbour Catch counter."""

from pricing import calc_price, preparation_fee

ICE_PACK_FEE = 0.80


def line_total(fish, weight_kg, style="none"):
    return round(calc_price(fish, weight_kg) + preparation_fee(style), 2)


def order_total(lines, ice_packs=0):
    """lines is a list of (fish, weight_kg) or (fish, weight_kg, style)."""
    total = sum(line_total(*line) for line in lines)
    return round(total + ice_packs * ICE_PACK_FEE, 2)


def receipt(lines, ice_packs=0):
    out = []
    for line in lines:
        fish, weight_kg = line[0], line[1]
        style = line[2] if len(line) > 2 else "none"
        out.append(f"{fish} {weight_kg:.2f} kg  £{calc_price(fish, weight_kg):.2f}")
        if preparation_fee(style):
            out.append(f"  {style}  £{preparation_fee(style):.2f}")
    if ice_packs:
        out.append(f"ice packs x{ice_packs}  £{ice_packs * ICE_PACK_FEE:.2f}")
    out.append(f"TOTAL  £{order_total(lines, ice_packs):.2f}")
    return "\n".join(out)
