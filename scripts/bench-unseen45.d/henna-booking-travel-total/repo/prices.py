"""Price list for henna designs, aftercare and travel."""

DESIGN_PRICES = {
    "small": 8.0,      # wrist or finger design
    "medium": 15.0,    # back of hand
    "large": 25.0,     # hand and forearm
    "bridal": 120.0,   # full bridal hands and feet
}

AFTERCARE_KIT = 1.5       # lemon-sugar sealant and wrap, one per design
FREE_MILES = 5            # travel within 5 miles is free
PER_MILE = 0.6
GROUP_SIZE = 5            # parties of 5 or more designs get a discount
GROUP_DISCOUNT = 0.1


def design_price(size):
    if size not in DESIGN_PRICES:
        raise ValueError(f"unknown design size: {size}")
    return DESIGN_PRICES[size]


def travel_fee(miles):
    return round(max(0, miles - FREE_MILES) * PER_MILE, 2)


def apply_group_discount(amount, designs):
    if designs >= GROUP_SIZE:
        return amount * (1 - GROUP_DISCOUNT)
    return amount
