"""Turns the details off the valuation form into a quote for the landlord."""

from fees import landlord_charge

WEEKS_PER_YEAR = 52


def monthly_from_weekly(weekly_rent):
    """Some landlords think in weekly rent - convert it to monthly."""
    return weekly_rent * WEEKS_PER_YEAR / 12


def quote(rent, months, per="month", **options):
    if per == "week":
        rent = monthly_from_weekly(rent)
    return landlord_charge(rent, months, **options)


if __name__ == "__main__":
    print(quote(650, 12, size="1 bed"))
    print(quote(210, 6, per="week", service="fully managed", size="studio",
                inventory=True))
