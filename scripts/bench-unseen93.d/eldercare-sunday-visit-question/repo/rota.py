"""Daily rota builder for Kindly Hands home care."""
from care_hours import MAX_VISITS_PER_CARER, can_start_visit


def plan_visits(day_name, requests, bank_holiday=False):
    """Split visit requests into (accepted, refused).

    requests: list of (client, datetime.time) tuples, in the order received.
    """
    accepted, refused = [], []
    for client, start in sorted(requests, key=lambda r: r[1]):
        if can_start_visit(day_name, start, bank_holiday):
            accepted.append((client, start))
        else:
            refused.append((client, start))
    return accepted, refused


def carers_needed(visit_count):
    """How many carers are needed for a number of visits in a day."""
    if visit_count <= 0:
        return 0
    return -(-visit_count // MAX_VISITS_PER_CARER)
