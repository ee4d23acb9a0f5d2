"""Prints this week's rides."""

from rides import Ride, describe, longest_ride, total_distance

WEEK = [
    Ride("Commute Mon", 12.0, 0.5),
    Ride("Hill loop", 38.5, 1.75),
    Ride("Commute Thu", 12.0, 0.55),
]


def main():
    for ride in WEEK:
        print(describe(ride))
    print(f"Total: {total_distance(WEEK):.1f} km")
    print(f"Longest: {longest_ride(WEEK).name}")


if __name__ == "__main__":
    main()
