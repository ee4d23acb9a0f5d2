from jobs import Job, jobs_due, takings


def job_line(job):
    return f"[ ] {job.address} - {job.customer} - £{job.price:.2f}"


def round_sheet(jobs, week):
    due = jobs_due(jobs, week)
    lines = [f"Window round, week {week}"]
    lines += [job_line(job) for job in due]
    lines.append(f"{len(due)} jobs, £{takings(due):.2f} to collect")
    return "\n".join(lines)


if __name__ == "__main__":
    jobs = [
        Job("Mrs Patel", "4 Lark Rise", 14.0),
        Job("Dunmore Cafe", "1 High St", 22.5, every_weeks=2),
        Job("Mr Hughes", "19 Lark Rise", 12.0, every_weeks=8),
    ]
    print(round_sheet(jobs, 8))
