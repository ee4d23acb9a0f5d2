"""Annual plot rent for the Millbrook allotment society."""

RATE_PER_M2 = 0.50          # pounds per square metre per year
WATER_CHARGE = 8.00         # flat, per plot, never discounted
CONCESSION_DISCOUNT = 0.40  # pensioners and students get 40% off the rent
FULL_PLOT_M2 = 250


def annual_rent(area_m2, concession=False):
    """What a tenant pays for the year, in pounds."""
    if area_m2 <= 0:
        raise ValueError("plot area must be positive")
    rent = area_m2 * RATE_PER_M2
    if concession:
        rent = rent - CONCESSION_DISCOUNT
    return round(rent + WATER_CHARGE, 2)


def plot_size_name(area_m2):
    if area_m2 >= FULL_PLOT_M2:
        return "full plot"
    if area_m2 >= FULL_PLOT_M2 / 2:
        return "half plot"
    return "starter bed"
