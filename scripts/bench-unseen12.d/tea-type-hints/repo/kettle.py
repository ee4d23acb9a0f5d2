import sys

from teatimer import countdown, steep_seconds, water_temp


def instructions(tea, strength="normal"):
    return f"Heat to {water_temp(tea)} C, steep {countdown(steep_seconds(tea, strength))}"


if __name__ == "__main__":
    print(instructions(*sys.argv[1:3]))
