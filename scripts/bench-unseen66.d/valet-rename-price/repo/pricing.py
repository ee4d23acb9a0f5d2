"""Price list for the hand car wash and valeting bay."""

PACKAGES = {
    "exterior": 12.00,
    "mini_valet": 25.00,
    "full_valet": 65.00,
}
SIZE_EXTRA = {"small": 0.00, "medium": 5.00, "large": 10.00, "van": 20.00}
PET_HAIR = 15.00


def calc_price(package, size, pet_hair=False):
    """Price of one vehicle for the chosen package and size."""
    if package not in PACKAGES:
        raise ValueError(f"Unknown package: {package}")
    if size not in SIZE_EXTRA:
        raise ValueError(f"Unknown vehicle size: {size}")
    price = PACKAGES[package] + SIZE_EXTRA[size]
    if pet_hair and package != "exterior":
        price += PET_HAIR
    return price
