"""Rates for Brackenfield Tractor Hire."""

TRACTORS = {
    "compact": {"hp": 40, "day_rate": 95.00},
    "medium": {"hp": 90, "day_rate": 160.00},
    "large": {"hp": 150, "day_rate": 240.00},
}
ATTACHMENTS = {
    "plough": 35.00,        # per day
    "trailer": 25.00,
    "hedge cutter": 55.00,
}
DRIVER_DAY_RATE = 180.00
MULTI_DAY_DISCOUNT = 0.10   # 3 days or more, on the tractor itself only
MULTI_DAY_FROM = 3
DELIVERY_FREE_MILES = 10
DELIVERY_PER_MILE = 2.40    # each mile beyond the free miles, there and back
VAT_RATE = 0.20
