import unittest

from feeding import food_amount, meals_per_day
from schedule import feeding_sheet, total_food

ADULT = {"name": "Mittens", "weight_kg": 4.0, "age_years": 6}
KITTEN = {"name": "Pip", "weight_kg": 2.0, "age_years": 0.5}
SENIOR = {"name": "Earl", "weight_kg": 5.0, "age_years": 14}


class FeedingTest(unittest.TestCase):
    def test_adult(self):
        self.assertEqual(food_amount(ADULT), 48)

    def test_kitten_and_senior(self):
        self.assertEqual(food_amount(KITTEN), 36)
        self.assertEqual(food_amount(SENIOR), 54)

    def test_sheet(self):
        self.assertEqual(meals_per_day(KITTEN), 3)
        self.assertEqual(feeding_sheet([KITTEN]), ["Pip        3 x 12 g"])
        self.assertEqual(total_food([ADULT, KITTEN]), 84)


if __name__ == "__main__":
    unittest.main()
