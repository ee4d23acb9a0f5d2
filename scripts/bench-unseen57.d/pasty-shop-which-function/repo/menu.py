"""What we sell and for how much."""

PASTIES = {
    "traditional": 4.20,
    "cheese and onion": 3.80,
    "steak and stilton": 4.90,
    "vegan": 4.10,
    "cornish breakfast": 4.50,
}
DRINKS = {"tea": 1.80, "coffee": 2.20, "can": 1.40}
LARGE_EXTRA = 1.50          # the big ones
MEAL_DEAL_SAVING = 0.60     # off a small pasty and a can bought together
