"""Price list for our gravel and aggregate deliveries."""

PER_TONNE = {
    "pea gravel": 62.00,
    "cotswold chippings": 68.00,
    "slate chippings": 95.00,
    "type 1 sub-base": 38.00,
    "building sand": 45.00,
}
BULK_BAG_TONNES = 0.85      # one bulk bag holds this much
MIN_ORDER_TONNES = 0.5
DELIVERY_FLAT = 35.00       # up to 10 miles
DELIVERY_PER_MILE = 2.20    # for every mile beyond 10
FREE_DELIVERY_TONNES = 8


def material_cost(material, tonnes):
    if material not in PER_TONNE:
        raise ValueError("we don't stock %s" % material)
    if tonnes < MIN_ORDER_TONNES:
        raise ValueError("minimum order is %.1f tonnes" % MIN_ORDER_TONNES)
    return round(PER_TONNE[material] * tonnes, 2)


def delivery_cost(tonnes, miles):
    if tonnes >= FREE_DELIVERY_TONNES:
        return 0.0
    extra = max(0, miles - 10)
    return round(DELIVERY_FLAT + extra * DELIVERY_PER_MILE, 2)


def order_total(material, tonnes, miles):
    return round(material_cost(material, tonnes) + delivery_cost(tonnes, miles), 2)


def bulk_bags(tonnes):
    bags = int(tonnes / BULK_BAG_TONNES)
    if bags * BULK_BAG_TONNES < tonnes:
        bags += 1
    return bags
