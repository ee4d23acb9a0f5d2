"""Price list for Happy Feet Pedicure Studio."""

TREATMENTS = {
    "express": 18.00,
    "classic": 28.00,
    "gel": 36.00,
    "spa": 45.00,
}

ADD_ONS = {
    "nail art": 6.00,
    "paraffin wax": 8.00,
    "callus peel": 5.00,
    "foot massage": 10.00,
}

SENIOR_AGE = 65          # over-65s discount, weekdays only
SENIOR_DISCOUNT = 0.15   # 15% off the whole appointment
WEEKEND = ("Saturday", "Sunday")

LOYALTY_STAMPS_FOR_FREEBIE = 8
