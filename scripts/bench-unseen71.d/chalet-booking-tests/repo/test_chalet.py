import unittest
from datetime import date

from chalet import nights_between, stay_price


class StayPriceTests(unittest.TestCase):
    def test_nights_between(self):
        self.assertEqual(nights_between(date(2024, 6, 3), date(2024, 6, 6)), 3)

    def test_midweek_stay(self):
        # Monday to Thursday: three plain nights
        self.assertAlmostEqual(stay_price("pine", date(2024, 6, 3), date(2024, 6, 6)), 255.00)

    def test_weekend_nights_cost_more(self):
        # Friday to Monday: Fri, Sat and Sun nights, two of them weekend nights
        self.assertAlmostEqual(stay_price("birch", date(2024, 6, 7), date(2024, 6, 10)), 370.00)

    def test_short_stay_pays_cleaning(self):
        # Tuesday to Thursday: two nights
        self.assertAlmostEqual(stay_price("lodge", date(2024, 6, 4), date(2024, 6, 6)), 355.00)

    def test_dogs_are_one_fee_per_stay(self):
        self.assertAlmostEqual(stay_price("pine", date(2024, 6, 3), date(2024, 6, 6), dogs=2), 280.00)

    def test_unknown_chalet(self):
        with self.assertRaises(ValueError):
            stay_price("oak", date(2024, 6, 3), date(2024, 6, 6))

    def test_leave_before_arrive(self):
        with self.assertRaises(ValueError):
            stay_price("pine", date(2024, 6, 6), date(2024, 6, 3))


if __name__ == "__main__":
    unittest.main()
