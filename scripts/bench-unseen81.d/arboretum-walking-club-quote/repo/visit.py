"""Full quotes for visits to Hollins Wood Arboretum, including guided tours."""

from admissions import admission_total, paying_visitors

TOUR_PER_PERSON = 4.50   # everyone aged 5 and over on the tour
TOUR_MINIMUM = 40.00     # the guide's minimum charge
CAFE_VOUCHER = 3.00      # optional tea-and-cake voucher per person


def tour_charge(people):
    if people <= 0:
        return 0.0
    return max(people * TOUR_PER_PERSON, TOUR_MINIMUM)


def visit_quote(adults, concessions=0, children=0, under_fives=0,
                tour=False, weekend=False, cafe_vouchers=0):
    total = admission_total(adults, concessions, children, weekend)
    if tour:
        total += tour_charge(paying_visitors(adults, concessions, children))
    total += cafe_vouchers * CAFE_VOUCHER
    return round(total, 2)
