"""Price list for Curl Up & Dye, 14 Market Street.

Prices are in pounds.  We're not VAT registered so these are what the
client pays.
"""

SERVICES = {
    "cut": 32.00,
    "cut-and-blow-dry": 42.00,
    "blow-dry": 24.00,
    "fringe-trim": 6.00,
    "full-head-colour": 58.00,
    "half-head-highlights": 65.00,
    "toner": 15.00,
}

RETAIL = {
    "shampoo": 14.50,
    "conditioner": 14.50,
    "hair-oil": 18.00,
    "heat-spray": 12.00,
}

# Colour work on long hair uses a lot more product, so it costs a bit more.
LONG_HAIR_EXTRA = 8.00
COLOUR_SERVICES = ("full-head-colour", "half-head-highlights", "toner")

# Pensioners and students get 10% off their hairdressing.
CONCESSION_RATE = 0.10
