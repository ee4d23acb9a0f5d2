"""Puts a written funeral estimate together for the family."""

from services import PROFESSIONAL_FEE, EMBALMING, coffin_price, printing_charge
from vehicles import cortege_cost, hearse_charge

CREMATORIUM_FEE = 980.00        # paid on the family's behalf
MINISTER_FEE = 220.00


def estimate(coffin, miles, mourners=0, embalming=False, horse_drawn=False, copies=0):
    """Every line of the estimate as (description, amount)."""
    lines = [("Professional services", PROFESSIONAL_FEE),
             (f"Coffin ({coffin})", coffin_price(coffin)),
             ("Hearse", hearse_charge(miles, horse_drawn))]
    if mourners:
        lines.append(("Following cars", cortege_cost(mourners, miles)))
    if embalming:
        lines.append(("Embalming", EMBALMING))
    if copies:
        lines.append(("Orders of service", printing_charge(copies)))
    lines += [("Crematorium", CREMATORIUM_FEE), ("Minister", MINISTER_FEE)]
    return lines


def estimate_total(*args, **kwargs):
    """Grand total of the estimate."""
    return round(sum(amount for _desc, amount in estimate(*args, **kwargs)), 2)
