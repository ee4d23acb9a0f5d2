import sys

from weather import fetch_forecast


def main(argv):
    city = argv[1] if len(argv) > 1 else "Lisbon"
    for day in fetch_forecast(city)["days"]:
        print(day["date"], day["high"], day["low"])


if __name__ == "__main__":
    main(sys.argv)
