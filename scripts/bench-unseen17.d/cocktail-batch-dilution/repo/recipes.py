"""House cocktail recipes, per single serving."""

RECIPES = {
    "negroni": {"method": "stirred", "ml": {"gin": 30, "campari": 30, "sweet vermouth": 30}},
    "margarita": {"method": "shaken", "ml": {"tequila": 50, "lime": 25, "triple sec": 25}},
    "highball": {"method": "built", "ml": {"whisky": 50, "soda": 150}},
}
