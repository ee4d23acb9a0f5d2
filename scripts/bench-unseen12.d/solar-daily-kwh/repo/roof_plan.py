from solar import daily_kwh, monthly_savings, payback_years

PANEL_WATTS = 400
PANELS = 10
SUN_HOURS = 4.5
PRICE_PER_KWH = 0.32
INSTALL_COST = 9000


def plan():
    kwh = daily_kwh(PANEL_WATTS, SUN_HOURS, PANELS)
    return "\n".join([
        f"{PANELS} x {PANEL_WATTS} W panels, {SUN_HOURS} sun hours",
        f"Per day: {kwh} kWh",
        f"Per month: {monthly_savings(kwh, PRICE_PER_KWH):.2f} saved",
        f"Payback: {payback_years(INSTALL_COST, kwh, PRICE_PER_KWH)} years",
    ])


if __name__ == "__main__":
    print(plan())
