"""Summaries of the trap log for the blog and the county recorder."""

from collections import Counter

from records import read_log, sanity_warnings


def season_totals(records):
    """Total caught per species over the whole log, biggest first."""
    totals = Counter()
    for rec in records:
        totals[rec["species"]] += rec["count"]
    return totals.most_common()


def best_night(records):
    """The date with the most moths in the trap, and how many."""
    nights = Counter()
    for rec in records:
        nights[rec["date"]] += rec["count"]
    return nights.most_common(1)[0] if nights else None


def flagged(records):
    """Records to look at again, with the reasons."""
    return [(rec, sanity_warnings(rec)) for rec in records if sanity_warnings(rec)]


if __name__ == "__main__":
    log = read_log("traplog.txt")
    for name, total in season_totals(log):
        print(f"{name:<25}{total:>5}")
    for rec, why in flagged(log):
        print(rec["date"], rec["species"], "-", "; ".join(why))
