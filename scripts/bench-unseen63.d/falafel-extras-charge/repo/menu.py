"""What we sell at the Golden Chickpea falafel stall."""

WRAPS = {
    "falafel": 6.50,
    "halloumi": 7.50,
    "sabich": 7.00,
    "chicken shawarma": 8.50,
}

EXTRAS = {
    "extra halloumi": 1.50,
    "hummus": 0.80,
    "feta": 1.20,
    "pickles": 0.50,
    "chilli sauce": 0.00,
    "garlic sauce": 0.00,
}

SIDES = {
    "chips": 2.80,
    "za'atar chips": 3.20,
    "tabbouleh": 3.00,
    "can": 1.20,
    "mint lemonade": 2.50,
}
