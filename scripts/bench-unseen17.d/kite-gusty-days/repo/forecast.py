from kite import best_hours, verdict

SATURDAY = [
    {"time": "09:00", "wind": 8, "gust": 12, "rain_mm": 0},
    {"time": "10:00", "wind": 14, "gust": 20, "rain_mm": 0},
    {"time": "11:00", "wind": 18, "gust": 40, "rain_mm": 0},
    {"time": "12:00", "wind": 20, "gust": 35, "rain_mm": 0},
    {"time": "13:00", "wind": 22, "gust": 30, "rain_mm": 1.5},
    {"time": "14:00", "wind": 38, "gust": 45, "rain_mm": 0},
]


def report(hours):
    lines = [f"{h['time']}  {h['wind']:>2}/{h['gust']:>2} km/h  {verdict(h)}" for h in hours]
    good = best_hours(hours)
    lines.append("Best: " + (", ".join(good) if good else "none"))
    return "\n".join(lines)


if __name__ == "__main__":
    print(report(SATURDAY))
