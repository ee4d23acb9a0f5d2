"""Helpers for planning batches on the shop's coffee roaster."""

ROASTER_CAPACITY_G = 5000
LEVELS = [(12.0, "light"), (15.0, "medium"), (18.0, "medium-dark"), (100.0, "dark")]


def weight_loss_percent(green_g, roasted_g):
    if green_g <= 0:
        raise ValueError("green weight must be positive")
    return round((green_g - roasted_g) / green_g * 100, 1)


def roast_level(loss_percent):
    for upper, name in LEVELS:
        if loss_percent <= upper:
            return name
    raise ValueError(f"impossible weight loss: {loss_percent}%")


def plan_batches(roasted_needed_g, expected_loss=15.0, capacity_g=ROASTER_CAPACITY_G):
    green_needed = roasted_needed_g / (1 - expected_loss / 100)
    batches = []
    while green_needed > 0:
        batch = min(capacity_g, green_needed)
        batches.append(round(batch))
        green_needed -= batch
    return batches
