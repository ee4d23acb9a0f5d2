"""Bills for groups at the quad bike centre."""

from treks import GROUP_DISCOUNT, GROUP_SIZE, rider_price

HELMET_CAM = 8.00        # per camera, footage emailed afterwards
OVERALLS_AND_WELLIES = 0.00


def group_total(trek, ages, cameras=0):
    """What a group pays for one trek."""
    riders = sum(rider_price(trek, age) for age in ages)
    if len(ages) >= GROUP_SIZE:
        riders *= 1 - GROUP_DISCOUNT
    return round(riders + cameras * HELMET_CAM, 2)


def bill_text(name, trek, ages, cameras=0):
    """The slip we hand over at the desk."""
    total = group_total(trek, ages, cameras)
    return f"{name} - {len(ages)} riders on the {trek} - £{total:.2f}"


if __name__ == "__main__":
    print(bill_text("The Hendersons", "hour", [44, 41, 12, 14]))
