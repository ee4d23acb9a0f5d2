from dataclasses import dataclass


@dataclass
class Job:
    customer: str
    address: str
    price: float
    every_weeks: int = 4

    def due_in_week(self, week):
        return week % self.every_weeks == 0


def jobs_due(jobs, week):
    return [job for job in jobs if job.due_in_week(week)]


def takings(jobs):
    return round(sum(job.price for job in jobs), 2)
