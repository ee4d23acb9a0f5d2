"""Parts and labour prices for the phone repair counter.

Parts prices are what we charge the customer (already marked up).
"""

PARTS = {
    ("iphone_12", "screen"): 89.00,
    ("iphone_12", "battery"): 45.00,
    ("iphone_13", "screen"): 109.00,
    ("iphone_13", "battery"): 49.00,
    ("galaxy_s21", "screen"): 119.00,
    ("galaxy_s21", "battery"): 39.00,
    ("pixel_7", "screen"): 95.00,
    ("pixel_7", "charge_port"): 25.00,
}

# Bench time for each kind of job, in pounds
LABOUR = {
    "screen": 30.00,
    "battery": 20.00,
    "charge_port": 35.00,
}

EXPRESS_FEE = 15.00      # done while you wait, within the hour
