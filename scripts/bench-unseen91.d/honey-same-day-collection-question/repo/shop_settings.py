"""Settings for the honey farm shop's click-and-collect orders."""

SHOP_NAME = "Hollow Oak Honey Farm"

SHOP_OPENS = "09:30"
SHOP_CLOSES = "17:00"
SUNDAY_CLOSES = "16:00"    # Sundays: collection only, no same-day orders
SAME_DAY_PACKING_MINUTES = 150   # time we need to pack an order before closing
HOLD_DAYS = 5              # uncollected orders are returned to stock after this

JAR_PRICES = {
    "wildflower 340g": 7.50,
    "heather 340g": 9.25,
    "comb honey 200g": 11.00,
    "creamed 227g": 6.80,
}
