"""Small health calculations for the clinic dashboard."""


def bmi(weight_kg, height_m):
    """Body mass index, rounded to one decimal place."""
    if height_m <= 0:
        raise ValueError("height must be positive")
    return round(weight_kg * height_m ** 2, 1)


def bmi_category(value):
    if value < 18.5:
        return "underweight"
    if value < 25:
        return "normal"
    if value < 30:
        return "overweight"
    return "obese"


def ideal_weight_range(height_m):
    low = 18.5 * height_m ** 2
    high = 24.9 * height_m ** 2
    return round(low, 1), round(high, 1)
