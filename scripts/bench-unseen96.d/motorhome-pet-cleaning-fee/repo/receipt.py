"""Receipts for motorhome hire."""

from hire import hire_cost, hire_total, insurance_cost, mileage_cost


def receipt(customer, model, days, month, miles=0, insured=False):
    lines = [
        "Motorhome hire - %s" % customer,
        "%s x %d days: £%.2f" % (model.title(), days, hire_cost(model, days, month)),
    ]
    if insured:
        lines.append("Insurance: £%.2f" % insurance_cost(days, True))
    extra = mileage_cost(days, miles)
    if extra:
        lines.append("Extra mileage: £%.2f" % extra)
    total = hire_total(model, days, month, miles, insured)
    lines.append("Total: £%.2f" % total)
    return "\n".join(lines)
