"""Runs one pick on a fake bus, for testing on a laptop."""

from robot.tasks.pick import pick


class PrintBus:
    def write(self, address, data):
        print(f"-> {address:#04x}: {data!r}")


if __name__ == "__main__":
    pick(PrintBus(), 0.8)
