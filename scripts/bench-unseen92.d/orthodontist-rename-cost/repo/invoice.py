"""Invoices for orthodontic patients."""
from fees import brace_cost, full_plan_cost, RETAINER_FEE, CONSULTATION_FEE


def invoice_lines(name, kind, months, under_18=False, retainer=True):
    lines = [
        "Patient: " + name,
        "Consultation: £%.2f" % CONSULTATION_FEE,
        "%s, %d months: £%.2f" % (kind.capitalize(), months, brace_cost(kind, months, under_18)),
    ]
    if retainer:
        lines.append("Retainer: £%.2f" % RETAINER_FEE)
    lines.append("Total: £%.2f" % full_plan_cost(kind, months, under_18, retainer))
    return lines


def monthly_instalment(kind, months, under_18=False):
    """What the patient pays each month if they spread the treatment cost."""
    return round(brace_cost(kind, months, under_18) / months, 2)
