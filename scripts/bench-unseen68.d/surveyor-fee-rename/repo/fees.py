"""Fee scale for Marlow & Finch Chartered Surveyors."""

BASE_FEES = {
    "condition report": 395.00,
    "homebuyer report": 575.00,
    "building survey": 895.00,
}

# Extra charge per full £100,000 of property value above £300,000.
VALUE_STEP = 100_000
VALUE_THRESHOLD = 300_000
PER_STEP = 60.00

LISTED_BUILDING_SURCHARGE = 0.20
VAT_RATE = 0.20


def calc_fee(survey, property_value, listed=False):
    """Fee before VAT for one survey."""
    if survey not in BASE_FEES:
        raise ValueError(f"unknown survey type: {survey}")
    fee = BASE_FEES[survey]
    if property_value > VALUE_THRESHOLD:
        fee += PER_STEP * ((property_value - VALUE_THRESHOLD) // VALUE_STEP)
    if listed:
        fee *= 1 + LISTED_BUILDING_SURCHARGE
    return round(fee, 2)


def with_vat(amount):
    return round(amount * (1 + VAT_RATE), 2)
