"""Rough yield estimates for rooftop solar panels."""

SYSTEM_LOSSES = 0.0  # set to e.g. 0.14 to account for inverter and wiring losses


def daily_kwh(panel_watts, sun_hours, panels=1):
    """Energy produced per day in kWh."""
    watt_hours = panel_watts * panels * sun_hours * (1 - SYSTEM_LOSSES)
    return round(watt_hours * 1000, 2)


def monthly_savings(kwh_per_day, price_per_kwh, days=30):
    return round(kwh_per_day * days * price_per_kwh, 2)


def payback_years(install_cost, kwh_per_day, price_per_kwh):
    yearly = kwh_per_day * 365 * price_per_kwh
    return round(install_cost / yearly, 1)
