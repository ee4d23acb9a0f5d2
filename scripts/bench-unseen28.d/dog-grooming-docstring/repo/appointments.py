from grooming import grooming_time

OPEN_AT = 9 * 60


def day_sheet(bookings):
    now = OPEN_AT
    lines = []
    for dog, size, coat, extras in bookings:
        mins = grooming_time(size, coat, extras)
        lines.append(f"{now // 60:02d}:{now % 60:02d} {dog} ({mins} min)")
        now += mins
    return lines


if __name__ == "__main__":
    print("\n".join(day_sheet([("Biscuit", "small", "curly", ["nails"]), ("Rex", "large", "double", ["de-shed"])])))
