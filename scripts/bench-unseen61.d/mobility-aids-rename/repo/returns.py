"""What's owed or refunded when hired items come back."""

import pricing


def late_charge(item, days_booked, days_kept):
    if days_kept <= days_booked:
        return 0.0
    return round(pricing.hire_charge(item, days_kept) - pricing.hire_charge(item, days_booked), 2)


def refund_on_return(item, days_booked, days_kept, damaged=False):
    refund = pricing.deposit_for(item) - late_charge(item, days_booked, days_kept)
    if damaged:
        refund -= pricing.deposit_for(item) / 2
    return round(max(refund, 0.0), 2)
