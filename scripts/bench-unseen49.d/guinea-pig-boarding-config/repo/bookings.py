"""Simple command line check I use when someone rings up."""

import sys

from boarding import can_board, deposit, load_settings, stay_cost


def enquiry(species, nights, pets=1):
    """Reply to read out over the phone."""
    settings = load_settings()
    if not can_board(species, settings):
        return f"Sorry, {settings['business_name']} can't take {species}s at the moment."
    total = stay_cost(nights, pets, settings)
    dep = deposit(nights, pets, settings)
    return (f"{pets} {species}(s) for {nights} night(s) would be £{total:.2f}, "
            f"with a £{dep:.2f} deposit to hold the booking.")


def main(args):
    if len(args) < 2:
        print("usage: bookings.py SPECIES NIGHTS [PETS]")
        return 1
    species, nights = args[0], int(args[1])
    pets = int(args[2]) if len(args) > 2 else 1
    print(enquiry(species, nights, pets))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
