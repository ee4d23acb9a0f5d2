"""Print the feeding sheet for the cattery staff."""
from feeding import food_amount, meals_per_day


def feeding_sheet(cats):
    lines = []
    for cat in cats:
        meals = meals_per_day(cat)
        per_meal = food_amount(cat) / meals
        lines.append(f"{cat['name']:<10} {meals} x {per_meal:.0f} g")
    return lines


def total_food(cats):
    return sum(food_amount(cat) for cat in cats)


if __name__ == "__main__":
    guests = [
        {"name": "Mittens", "weight_kg": 4.2, "age_years": 6},
        {"name": "Pip", "weight_kg": 1.8, "age_years": 0.5},
    ]
    print("\n".join(feeding_sheet(guests)))
    print("Total:", total_food(guests), "g")
