from health import bmi, bmi_category


def patient_line(name, weight_kg, height_m):
    value = bmi(weight_kg, height_m)
    return f"{name}: BMI {value} ({bmi_category(value)})"


if __name__ == "__main__":
    print(patient_line("Sam", 70, 1.75))
