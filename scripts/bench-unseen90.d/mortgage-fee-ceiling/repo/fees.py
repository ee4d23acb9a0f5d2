"""Broker fees for Keystone Mortgage Advice."""

from limits import (FEE_RATE, MIN_FEE, MAX_FEE, FIRST_TIME_BUYER_MAX_FEE,
                    REMORTGAGE_FLAT_FEE)


def broker_fee(loan, first_time_buyer=False, remortgage=False):
    if loan <= 0:
        raise ValueError("loan must be positive")
    if remortgage:
        return REMORTGAGE_FLAT_FEE
    fee = loan * FEE_RATE
    ceiling = FIRST_TIME_BUYER_MAX_FEE if first_time_buyer else MAX_FEE
    fee = min(max(fee, MIN_FEE), ceiling)
    return round(fee, 2)


def fee_letter(name, loan, first_time_buyer=False, remortgage=False):
    fee = broker_fee(loan, first_time_buyer, remortgage)
    kind = "remortgage" if remortgage else "purchase"
    return "\n".join([
        "Dear %s," % name,
        "Thank you for choosing Keystone Mortgage Advice for your %s." % kind,
        "Loan applied for: £{:,.2f}".format(loan),
        "Our broker fee: £{:,.2f}, payable when your mortgage offer is issued.".format(fee),
        "Kind regards, the Keystone team",
    ])
