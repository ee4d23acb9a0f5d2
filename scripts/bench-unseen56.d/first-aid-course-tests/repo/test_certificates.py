import unittest
from datetime import date

from certificates import course_cost, expiry_date, reminder_date


class ExpiryTest(unittest.TestCase):
    def test_three_years_to_the_day(self):
        self.assertEqual(expiry_date(date(2023, 6, 1)), date(2026, 6, 1))

    def test_leap_day_certificate(self):
        self.assertEqual(expiry_date(date(2024, 2, 29)), date(2027, 2, 28))

    def test_reminder_ninety_days_before(self):
        self.assertEqual(reminder_date(date(2023, 6, 1)), date(2026, 3, 3))


class CostTest(unittest.TestCase):
    def test_small_booking(self):
        self.assertEqual(course_cost(4), 380.00)

    def test_group_rate_starts_at_six(self):
        self.assertEqual(course_cost(6), 510.00)
        self.assertEqual(course_cost(5), 475.00)

    def test_too_many(self):
        with self.assertRaises(ValueError):
            course_cost(13)


if __name__ == "__main__":
    unittest.main()
