from report import daily_report
from stats import calc_avg

READINGS = {
    "Harbor": [11.2, 12.8, 14.1, 13.0],
    "Hilltop": [8.4, 9.9, 10.5, 9.1],
}


def warmest_station(data):
    return max(data, key=lambda name: calc_avg(data[name]))


if __name__ == "__main__":
    for name, values in READINGS.items():
        print(daily_report(name, values))
    print("Warmest:", warmest_station(READINGS))
