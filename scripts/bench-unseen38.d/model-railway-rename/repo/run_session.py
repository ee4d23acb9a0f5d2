"""Print the departure board for Saturday's running session."""

from timetable import calc_run_time, departure_board

SERVICES = [
    ("10:00", "Branch Shuttle", ["station_loop", "branch_line"], 40),
    ("10:15", "Coal Empties", ["goods_yard", "viaduct", "tunnel"], 25),
    ("10:40", "Express", ["station_loop", "viaduct", "tunnel", "station_loop"], 90),
]


def main():
    for line in departure_board(SERVICES):
        print(line)
    print("Express round trip:", round(2 * calc_run_time(SERVICES[2][2], 90), 1), "min")


if __name__ == "__main__":
    main()
