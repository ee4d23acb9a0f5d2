from stats import calc_avg, spread


def daily_report(station, readings):
    avg = calc_avg(readings)
    return (
        f"{station}: avg {avg:.1f} C, "
        f"spread {spread(readings):.1f} C over {len(readings)} readings"
    )
