"""Rates for Greenway Landscaping. All prices are before VAT."""

TURF_PER_SQM = 12.50
PATIO_PER_SQM = 55.00
GRAVEL_PER_SQM = 18.00
HEDGE_TRIM_PER_METRE = 4.00
FENCE_PER_METRE = 32.00

WASTE_REMOVAL = 90.00        # charged on any job that includes a patio
BULK_TURF_SQM = 50           # turf areas of this size or more ...
BULK_TURF_DISCOUNT = 0.10    # ... get 10% off the turf

FREE_MILES = 10              # travel is free up to this distance
PER_MILE = 1.20              # for every mile beyond FREE_MILES

VAT_RATE = 0.20
