"""Prices for sending parcels from our shop counter."""

SIZE_BANDS = {"small": 3.20, "medium": 5.90, "large": 9.40}
WEIGHT_LIMITS = {"small": 2.0, "medium": 10.0, "large": 20.0}  # kg included
HEAVY_SURCHARGE_PER_KG = 1.10   # for every kg over the band's limit
SIGNED_FOR = 1.85
INSURANCE_RATE = 0.02           # 2% of the declared value above the free cover
FREE_COVER = 50.00


def surcharge(size, weight):
    """Extra charge for parcels heavier than their size band allows."""
    over = weight - WEIGHT_LIMITS[size]
    if over <= 0:
        return 0.0
    return HEAVY_SURCHARGE_PER_KG


def insurance(declared_value):
    """Parcels are covered up to FREE_COVER at no cost."""
    if declared_value <= FREE_COVER:
        return 0.0
    return declared_value * INSURANCE_RATE


def parcel_price(size, weight, signed=False, declared_value=0.0):
    if size not in SIZE_BANDS:
        raise ValueError("unknown size: %s" % size)
    price = SIZE_BANDS[size] + surcharge(size, weight)
    if signed:
        price += SIGNED_FOR
    price += insurance(declared_value)
    return round(price, 2)
