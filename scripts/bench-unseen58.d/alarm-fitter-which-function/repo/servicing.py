"""Yearly servicing and call-outs for systems we look after."""

ANNUAL_SERVICE = 95.00
CONTRACT_PER_YEAR = 140.00      # service plus free call-outs
CALLOUT = 75.00
FREE_CALLOUTS_ON_CONTRACT = 2   # a year


def service_price(on_contract):
    """The yearly service visit."""
    return 0.0 if on_contract else ANNUAL_SERVICE


def callout_charge(false_alarm, on_contract, callouts_this_year):
    """Call-outs are free on contract up to the limit, except false alarms after the first."""
    if on_contract and callouts_this_year < FREE_CALLOUTS_ON_CONTRACT:
        if not false_alarm or callouts_this_year == 0:
            return 0.0
    return CALLOUT
