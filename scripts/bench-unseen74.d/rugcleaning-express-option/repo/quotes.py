"""Rug cleaning quotes."""

RATE_PER_SQ_METRE = {
    "wool": 18.00,
    "synthetic": 14.00,
    "silk": 32.00,
}
STAIN_TREATMENT = 15.00
FRINGE_CLEAN_PER_METRE = 4.00
MINIMUM_CHARGE = 40.00


def quote_clean(length_m, width_m, material="wool", stain_treatment=False, fringe_m=0):
    """Quote for cleaning one rug."""
    if material not in RATE_PER_SQ_METRE:
        raise ValueError(f"We can't clean {material} rugs")
    price = length_m * width_m * RATE_PER_SQ_METRE[material]
    if stain_treatment:
        price += STAIN_TREATMENT
    price += fringe_m * FRINGE_CLEAN_PER_METRE
    price = max(price, MINIMUM_CHARGE)
    return round(price, 2)


def quote_text(customer, length_m, width_m, material="wool", **options):
    price = quote_clean(length_m, width_m, material, **options)
    return f"{customer}: {length_m} x {width_m}m {material} rug - £{price:.2f}"


if __name__ == "__main__":
    print(quote_text("Mr Dube", 2.0, 1.5, "wool", stain_treatment=True))
