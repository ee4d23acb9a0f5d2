"""Print a runner's sponsor sheet after the race."""
from sponsors import gift_aid, pledge_amount, runner_total

TOM = {
    "runner": "Tom Okafor",
    "km_run": 10,
    "pledges": [
        {"name": "Priya", "per_km": 3},
        {"name": "Grandma", "fixed": 20, "gift_aid": True},
        {"name": "Work", "fixed": 10, "per_km": 2, "gift_aid": True},
        {"name": "Sam", "per_km": 5, "cap": 25},
    ],
}


def sheet(entry):
    km = entry["km_run"]
    rows = [f"Sponsor sheet: {entry['runner']} ({km} km)"]
    for p in entry["pledges"]:
        rows.append(f"  {p['name']:<10} {pledge_amount(p, km):>7.2f}")
    rows.append(f"  {'Gift Aid':<10} {gift_aid(entry['pledges'], km):>7.2f}")
    rows.append(f"  {'TOTAL':<10} {runner_total(entry['pledges'], km):>7.2f}")
    return "\n".join(rows)


if __name__ == "__main__":
    print(sheet(TOM))
