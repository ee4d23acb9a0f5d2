"""Works out Dusty's cleaning runs for the week from vacuum.toml."""
import tomllib

MINUTES_PER_ROOM = {"kitchen": 25, "hall": 10, "living room": 35, "bedroom": 30}
WEEK = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]


def load(path="vacuum.toml"):
    with open(path, "rb") as fh:
        return tomllib.load(fh)


def to_clock(minutes):
    return f"{minutes // 60 % 24:02d}:{minutes % 60:02d}"


def runs(cfg):
    """[(day, start, finish)] for every scheduled run this week."""
    sched = cfg["schedule"]
    hours, mins = map(int, sched["start"].split(":"))
    start = hours * 60 + mins
    length = sum(MINUTES_PER_ROOM[room] for room in sched["rooms"])
    return [(day, to_clock(start), to_clock(start + length))
            for day in WEEK if day in sched["days"]]


if __name__ == "__main__":
    cfg = load()
    for day, start, finish in runs(cfg):
        print(f"{cfg['name']} cleans on {day} from {start} to {finish}")
