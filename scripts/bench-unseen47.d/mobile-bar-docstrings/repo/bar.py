"""Planning and pricing for a horsebox-style mobile cocktail bar."""

import math

DRINKS_PER_GUEST_FIRST_HOUR = 2
DRINKS_PER_GUEST_LATER_HOURS = 1
GUESTS_PER_BARTENDER = 60
PACKAGES = {"prosecco": 9.5, "classic": 12.0, "signature": 15.0}  # per guest
SETUP_FEE = 180.0
ICE_KG_PER_GUEST = 0.5
ICE_BAG_KG = 5


def drinks_needed(guests, hours):
    if hours <= 0:
        return 0
    later = max(0, hours - 1)
    return guests * (DRINKS_PER_GUEST_FIRST_HOUR + later * DRINKS_PER_GUEST_LATER_HOURS)


def bartenders_needed(guests):
    return max(1, math.ceil(guests / GUESTS_PER_BARTENDER))


def package_price(guests, package, hours=4):
    per_guest = PACKAGES[package]
    if hours > 4:
        per_guest += 2.0 * (hours - 4)
    return round(SETUP_FEE + guests * per_guest, 2)


def ice_bags(guests, hot_weather=False):
    kg = guests * ICE_KG_PER_GUEST
    if hot_weather:
        kg *= 1.5
    return math.ceil(kg / ICE_BAG_KG)


def event_summary(guests, package, hours=4, hot_weather=False):
    return (f"{guests} guests, {package} package for {hours}h: "
            f"£{package_price(guests, package, hours):.2f}, "
            f"{bartenders_needed(guests)} bartender(s), "
            f"{drinks_needed(guests, hours)} drinks, "
            f"{ice_bags(guests, hot_weather)} bag(s) of ice")
