"""Visit records for the fountain servicing round."""

from service import service_charge


def visit_summary(customer, size, miles, **options):
    amount = service_charge(size, miles, **options)
    return f"{customer}: {size} fountain, {miles} miles - £{amount:.2f}"


def day_total(visits):
    """visits: list of (customer, size, miles, options dict)."""
    return round(sum(service_charge(v[1], v[2], **v[3]) for v in visits), 2)
