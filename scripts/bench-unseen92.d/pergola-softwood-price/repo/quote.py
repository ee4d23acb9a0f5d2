"""Quotes for made-to-measure garden pergolas."""

SOFTWOOD_PER_SQM = 85.00     # treated softwood, per square metre of roof
OAK_PER_SQM = 160.00
POST_PRICE = 38.00
POST_SPACING_M = 2.5
LABOUR_PER_DAY = 220.00
SQM_PER_DAY = 8
DELIVERY_FEE = 45.00
FREE_DELIVERY_FROM = 2000.00


def posts_needed(width, depth):
    along = int(width // POST_SPACING_M) + 1
    across = int(depth // POST_SPACING_M) + 1
    return max(along, 2) * max(across, 2)


def material_cost(width, depth, oak=False):
    rate = OAK_PER_SQM if oak else SOFTWOOD_PER_SQM
    return width * depth * rate + posts_needed(width, depth) * POST_PRICE


def labour_days(width, depth):
    area = width * depth
    return max(1, -(-area // SQM_PER_DAY))


def quote_total(width, depth, oak=False):
    total = material_cost(width, depth, oak) + labour_days(width, depth) * LABOUR_PER_DAY
    if total < FREE_DELIVERY_FROM:
        total += DELIVERY_FEE
    return round(total, 2)
