from dataclasses import dataclass
from datetime import date
from typing import Optional

FREE_STORAGE_DAYS = 28
STORAGE_PER_WEEK = 5.00


@dataclass
class Job:
    customer: str
    specimen: str
    quote: float
    deposit: float
    finished_on: Optional[date] = None

    @property
    def balance(self):
        return round(self.quote - self.deposit, 2)


def storage_charge(job, today):
    if job.finished_on is None:
        return 0.0
    extra_days = (today - job.finished_on).days - FREE_STORAGE_DAYS
    if extra_days <= 0:
        return 0.0
    weeks = -(-extra_days // 7)
    return round(weeks * STORAGE_PER_WEEK, 2)
