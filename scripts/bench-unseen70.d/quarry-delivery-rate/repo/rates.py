"""Price list for Brackenridge Quarry aggregates and delivery."""

PER_TONNE = {
    "type 1 sub-base": 28.00,
    "20mm gravel": 36.50,
    "sharp sand": 41.00,
    "building sand": 39.00,
    "scalpings": 22.00,
}

LOOSE_LOAD_MIN_TONNES = 2
BULK_BAG_TONNES = 0.85
BULK_BAG_DEPOSIT = 2.50  # refunded when the empty bag comes back
DELIVERY_PER_MILE = 2.50
MIN_DELIVERY_CHARGE = 25.00
FREE_DELIVERY_MILES = 3
VAT_RATE = 0.20
