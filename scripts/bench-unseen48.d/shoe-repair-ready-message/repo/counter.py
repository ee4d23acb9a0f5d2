"""Works out which text to send for each job on the rack."""

from repairs import delay_message, job_price, ready_message


def text_for(job):
    """job is a dict with name, ticket, work, express, and days_left (0 when finished)."""
    if job["days_left"] > 0:
        return delay_message(job["name"], job["ticket"], job["days_left"])
    amount = job_price(job["work"], job.get("express", False))
    return ready_message(job["name"], job["ticket"], amount)


def texts_to_send(jobs):
    return [(job["phone"], text_for(job)) for job in jobs]


if __name__ == "__main__":
    rack = [
        {"name": "Sam", "phone": "07700 900123", "ticket": 42, "work": ["heel", "stitch"], "days_left": 0},
        {"name": "Priya", "phone": "07700 900456", "ticket": 43, "work": ["sole"], "days_left": 2},
    ]
    for phone, text in texts_to_send(rack):
        print(phone, text)
