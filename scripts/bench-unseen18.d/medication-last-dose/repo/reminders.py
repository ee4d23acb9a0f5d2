from pills import days_of_supply, dose_times

PRESCRIPTIONS = [
    # name, first hour, every n hours, last hour, pills per dose, pills left
    ("Ibuprofen", 8, 4, 20, 1, 30),
    ("Amoxicillin", 7, 8, 23, 2, 36),
]


def reminder_lines(name, first, every, last, per_dose, left):
    lines = [f"{hour:02d}:00 take {per_dose} x {name}" for hour in dose_times(first, every, last)]
    lines.append(f"{name}: enough for {days_of_supply(left, first, every, last, per_dose)} days")
    return lines


if __name__ == "__main__":
    for prescription in PRESCRIPTIONS:
        print("\n".join(reminder_lines(*prescription)))
