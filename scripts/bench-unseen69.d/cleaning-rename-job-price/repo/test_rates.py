import unittest

from invoices import month_total
from rates import calc_job


class RateTests(unittest.TestCase):
    def test_domestic_two_hours(self):
        self.assertAlmostEqual(calc_job("domestic", 2), 32.00)

    def test_minimum_hours(self):
        self.assertAlmostEqual(calc_job("domestic", 1), 32.00)

    def test_weekend_office_with_supplies(self):
        self.assertAlmostEqual(calc_job("office", 3, cleaners=2, weekend=True, supplies=True), 152.25)

    def test_month_total(self):
        visits = [{"kind": "office", "hours": 3}, {"kind": "end_of_tenancy", "hours": 5, "cleaners": 2}]
        self.assertAlmostEqual(month_total(visits), 298.50)


if __name__ == "__main__":
    unittest.main()
