"""Accordion workshop: pricing a repair job and printing the bill."""
import math

HOURLY_RATE = 42.00
REED_TUNING_EACH = 3.50
BELLOWS_PATCH = 28.00
STRAP_PAIR = 19.50
COLLECTION_FEE = 12.00
VAT_RATE = 0.20


def labour_cost(hours):
    """Labour is charged in half-hour steps, always rounded up."""
    half_hours = math.ceil(hours * 2)
    return half_hours * HOURLY_RATE


def parts_cost(job):
    cost = job.get("reeds_tuned", 0) * REED_TUNING_EACH
    if job.get("bellows_patch"):
        cost += BELLOWS_PATCH
    if job.get("new_straps"):
        cost += STRAP_PAIR
    return cost


def job_total(job, collected=False):
    net = labour_cost(job["hours"]) + parts_cost(job)
    if collected:
        net += COLLECTION_FEE
    return round(net * (1 + VAT_RATE), 2)


def print_bill(customer, job, collected=False):
    print(f"Repair bill for {customer}")
    print(f"  Labour ({job['hours']} hrs)  £{labour_cost(job['hours']):.2f}")
    print(f"  Parts and tuning  £{parts_cost(job):.2f}")
    if collected:
        print(f"  Collection  £{COLLECTION_FEE:.2f}")
    print(f"  Total inc. VAT  £{job_total(job, collected):.2f}")


if __name__ == "__main__":
    print_bill("Mr Delaney", {"hours": 1.5, "reeds_tuned": 20, "bellows_patch": True})
