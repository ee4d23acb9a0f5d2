"""Prints one line per run from the training log."""
from running import pace_per_km, predict_time

RUNS = [("Tue", 5.0, 1620), ("Thu", 8.0, 2760), ("Sun", 12.5, 4500)]


def hms(seconds):
    h, rest = divmod(seconds, 3600)
    return f"{h}:{rest // 60:02d}:{rest % 60:02d}"


def lines(runs):
    return [f"{day}: {km:g} km at {pace_per_km(km, s)}/km" for day, km, s in runs]


if __name__ == "__main__":
    print("\n".join(lines(RUNS)))
    print("10k prediction:", hms(predict_time(5.0, 1620, 10.0)))
