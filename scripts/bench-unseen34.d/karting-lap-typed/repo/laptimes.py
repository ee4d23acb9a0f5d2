def parse_lap(text):
    text = text.strip()
    if ":" in text:
        minutes, seconds = text.split(":")
        return int(minutes) * 60 + float(seconds)
    return float(text)


def format_lap(seconds):
    minutes, rest = divmod(seconds, 60)
    return f"{int(minutes)}:{rest:06.3f}" if minutes else f"{rest:.3f}"


class Driver:
    def __init__(self, name, kart_number):
        self.name = name
        self.kart_number = kart_number
        self.laps = []

    def add_laps(self, *times):
        for t in times:
            self.laps.append(parse_lap(t) if isinstance(t, str) else float(t))

    def best(self):
        return min(self.laps) if self.laps else None

    def average(self, drop_slowest=0):
        kept = sorted(self.laps)[: len(self.laps) - drop_slowest]
        return round(sum(kept) / len(kept), 3) if kept else None


def grid_order(drivers):
    timed = [d for d in drivers if d.best() is not None]
    return sorted(timed, key=lambda d: (d.best(), d.kart_number))


def results_table(drivers, penalties=None):
    penalties = penalties or {}
    rows = []
    for pos, d in enumerate(grid_order(drivers), start=1):
        best = d.best() + penalties.get(d.name, 0.0)
        rows.append(f"{pos:>2}. #{d.kart_number:<3} {d.name:<10} {format_lap(best)}")
    return rows


if __name__ == "__main__":
    amy, raj, ben = Driver("Amy", 7), Driver("Raj", 12), Driver("Ben", 3)
    amy.add_laps("1:02.410", "59.870", "1:00.112")
    raj.add_laps(61.2, "1:00.050", "59.870")
    print("\n".join(results_table([amy, raj, ben], penalties={"Raj": 0.5})))
    print("Amy average (drop slowest):", format_lap(amy.average(drop_slowest=1)))
