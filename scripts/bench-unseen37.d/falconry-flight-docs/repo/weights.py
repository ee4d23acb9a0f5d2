from datetime import date

FLYING_WEIGHTS = {"Harris hawk": (640, 680), "kestrel": (180, 195), "barn owl": (290, 310)}
GRAMS_PER_CHICK = 25


def flying_range(species):
    return FLYING_WEIGHTS[species]


def weight_change(today_g, yesterday_g):
    return today_g - yesterday_g


def ready_to_fly(species, weight_g):
    low, high = flying_range(species)
    return low <= weight_g <= high


def food_allowance(species, weight_g):
    low, high = flying_range(species)
    target = (low + high) / 2
    shortfall = max(target - weight_g, 0)
    return round(shortfall / GRAMS_PER_CHICK + 1)


def log_line(bird, species, weight_g, when=None):
    when = when or date.today()
    flag = "FLY" if ready_to_fly(species, weight_g) else "REST"
    return f"{when:%d/%m} {bird}: {weight_g} g [{flag}]"


def weekly_trend(weights):
    if len(weights) < 2:
        return 0
    return round((weights[-1] - weights[0]) / (len(weights) - 1), 1)
