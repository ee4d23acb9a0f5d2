"""Winter storage quotes for boats kept ashore in the yard."""
import math

LIFT_PER_FOOT = 9.50             # covers lift out in autumn and relaunch in spring
STORAGE_PER_FOOT_MONTH = 6.20
LONG_STAY_MONTHS = 5             # this many months or more gets the discount
LONG_STAY_DISCOUNT = 0.10        # off the storage part only
VAT_RATE = 0.20

EXTRAS = {
    "pressure_wash": 45.00,
    "unstep_mast": 120.00,
    "antifoul": 7.50,            # per foot
    "winterise_engine": 95.00,
}
PER_FOOT_EXTRAS = {"antifoul"}


def charged_length(length_ft):
    """We charge by the whole foot, rounding up."""
    return math.ceil(length_ft)


def winter_quote(length_ft, months, extras=()):
    feet = charged_length(length_ft)
    lift = feet * LIFT_PER_FOOT
    storage = feet * STORAGE_PER_FOOT_MONTH * months
    if months >= LONG_STAY_MONTHS:
        storage *= 1 - LONG_STAY_DISCOUNT
    extra_cost = 0.0
    for name in extras:
        price = EXTRAS[name]
        extra_cost += price * feet if name in PER_FOOT_EXTRAS else price
    net = lift + storage + extra_cost
    return round(net * (1 + VAT_RATE), 2)


if __name__ == "__main__":
    print(winter_quote(24.5, 4, ["pressure_wash"]))
