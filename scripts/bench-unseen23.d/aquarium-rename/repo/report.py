"""Print this week's water-change list."""

from schedule import weekly_plan
from tank import Tank, calc_wc

TANKS = [
    (Tank("Living room", 100, 40, 50), 25),
    (Tank("Shrimp cube", 30, 30, 35), 45),
]


def bucket_trips(litres, bucket=10):
    return -(-litres // bucket)


if __name__ == "__main__":
    for tank, nitrate in TANKS:
        plan = weekly_plan(tank, nitrate)
        trips = int(bucket_trips(plan["litres"]))
        print(f"{plan['day']} {plan['tank']}: {plan['litres']} L ({plan['percent']}%), {trips} buckets")
    top_up = calc_wc(TANKS[0][0], 5)
    print(f"Mid-week top-up for {TANKS[0][0].name}: {top_up} L")
