"""Term fees for the Bluebell Stars Cheerleading Club."""

TERM_FEES = {
    "minis": 85.00,      # ages 4-7
    "juniors": 110.00,   # ages 8-12
    "seniors": 130.00,   # ages 13-18
}
KIT_FEE = 40.00          # uniform and bow, new members only
SIBLING_DISCOUNT = 0.15  # off the term fee, not the kit
COMPETITION_FEE = 25.00  # per child entered for the regional competition


def child_fee(squad, new_member=False, competing=False):
    if squad not in TERM_FEES:
        raise ValueError("unknown squad: %s" % squad)
    fee = TERM_FEES[squad]
    if new_member:
        fee += KIT_FEE
    if competing:
        fee += COMPETITION_FEE
    return fee


def family_total(children):
    """children: list of (squad, new_member, competing) in sign-up order."""
    total = 0.0
    for i, (squad, new_member, competing) in enumerate(children):
        if squad not in TERM_FEES:
            raise ValueError("unknown squad: %s" % squad)
        term = TERM_FEES[squad]
        if i > 1:
            term = term * (1 - SIBLING_DISCOUNT)
        total += term
        if new_member:
            total += KIT_FEE
        if competing:
            total += COMPETITION_FEE
    return round(total, 2)


def family_invoice(parent, children):
    lines = ["Invoice for %s" % parent]
    for squad, new_member, competing in children:
        lines.append("- %s" % squad)
    lines.append("Total: £%.2f" % family_total(children))
    return "\n".join(lines)
