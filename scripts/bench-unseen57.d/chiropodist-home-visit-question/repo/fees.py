"""Fees for the chiropody clinic and home visits."""

TREATMENTS = {
    "first appointment": 48.00,
    "routine": 40.00,           # nails, corns and hard skin
    "verruca": 30.00,
    "orthotic assessment": 65.00,
}
ADD_ON_DISCOUNT = 10.00         # off each treatment after the first in one visit
PENSIONER_AGE = 66
PENSIONER_DISCOUNT = 0.10       # off the treatments only, not the travel
HOME_VISIT = 18.00
FREE_MILES = 5
PER_MILE = 0.60                 # each mile beyond FREE_MILES, one way


def treatment_cost(treatments, age):
    """Treatments in one visit, with the add-on and pensioner discounts."""
    prices = [TREATMENTS[t] for t in treatments]
    if not prices:
        return 0.0
    total = prices[0] + sum(p - ADD_ON_DISCOUNT for p in prices[1:])
    if age >= PENSIONER_AGE:
        total *= 1 - PENSIONER_DISCOUNT
    return total


def travel_cost(home_visit, miles):
    """Home visit charge plus mileage over the free distance."""
    if not home_visit:
        return 0.0
    return HOME_VISIT + max(0, miles - FREE_MILES) * PER_MILE


def appointment_total(treatments, age, home_visit=False, miles=0):
    """What the patient pays for the appointment."""
    return round(treatment_cost(treatments, age) + travel_cost(home_visit, miles), 2)


if __name__ == "__main__":
    print(appointment_total(["first appointment"], 45))
