from jobs import storage_charge

STUDIO = "Fernhill Taxidermy"
PHONE = "01632 960 771"


def deposit_receipt(job):
    return (f"Thank you {job.customer}. We've taken a deposit of £{job.deposit:.2f} "
            f"for your {job.specimen}. We'll text you when it's finished. {STUDIO}")


def ready_message(job):
    return (f"Hello {job.customer}, your {job.specimen} is ready for collection. "
            f"Balance due: £{job.balance:.2f}. {STUDIO}")


def storage_reminder(job, today):
    charge = storage_charge(job, today)
    return (f"Hello {job.customer}, your {job.specimen} is still waiting for you at {STUDIO}. "
            f"Storage so far: £{charge:.2f}. Please call {PHONE} to arrange collection.")
