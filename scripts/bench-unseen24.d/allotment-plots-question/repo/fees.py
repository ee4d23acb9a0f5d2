"""Yearly rent, due on 1 October."""

FULL_PLOT_RENT = 52.0
HALF_PLOT_RENT = 28.0
WATER_CHARGE = 6.0
CONCESSION_PERCENT = 50


def yearly_rent(full_plots, half_plots, concession=False):
    rent = full_plots * FULL_PLOT_RENT + half_plots * HALF_PLOT_RENT
    if concession:
        rent *= 1 - CONCESSION_PERCENT / 100
    return rent + WATER_CHARGE * (full_plots + half_plots)
