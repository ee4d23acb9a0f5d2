import unittest
from datetime import date

from alterations import quote, ready_date


class QuoteTests(unittest.TestCase):
    def test_single_job(self):
        self.assertEqual(quote(["hem_trousers"]), 12.00)

    def test_two_jobs_no_discount(self):
        self.assertEqual(quote(["hem_trousers", "replace_zip"]), 22.00)

    def test_three_jobs_get_discount(self):
        self.assertEqual(quote(["hem_trousers", "replace_zip", "take_in_waist"]), 33.30)

    def test_express_costs_half_again(self):
        self.assertEqual(quote(["shorten_sleeves"], express=True), 27.00)


class ReadyDateTests(unittest.TestCase):
    def test_standard_within_week(self):
        # Monday drop-off, ready Saturday
        self.assertEqual(ready_date(date(2025, 5, 5)), date(2025, 5, 10))

    def test_standard_skips_sunday(self):
        # Wednesday drop-off: Thu, Fri, Sat, (Sun shut), Mon, Tue
        self.assertEqual(ready_date(date(2025, 5, 7)), date(2025, 5, 13))

    def test_express_over_weekend(self):
        # Saturday drop-off: (Sun shut), Mon, Tue
        self.assertEqual(ready_date(date(2025, 5, 10), express=True), date(2025, 5, 13))


if __name__ == "__main__":
    unittest.main()
