"""Prices and charges for the online oils shop."""

PRODUCTS = {
    "lavender oil 10ml": 6.50,
    "eucalyptus oil 10ml": 5.75,
    "tea tree oil 10ml": 5.95,
    "sweet almond carrier 100ml": 7.20,
    "reed diffuser": 14.00,
    "massage candle": 11.50,
}

GIFT_WRAP_PER_ITEM = 2.50
POSTAGE = 3.95
FREE_POSTAGE_OVER = 40.00
