import unittest

from rentals import hire_price, late_fee, receipt_total


class HirePriceTest(unittest.TestCase):
    def test_hourly(self):
        self.assertEqual(hire_price("softtop", 2), 16)

    def test_capped_at_day_rate(self):
        self.assertEqual(hire_price("longboard", 6), 50)

    def test_wetsuit(self):
        self.assertEqual(hire_price("shortboard", 1, wetsuit=True), 18)


class LateFeeTest(unittest.TestCase):
    def test_on_time(self):
        self.assertEqual(late_fee(0), 0)

    def test_within_grace(self):
        self.assertEqual(late_fee(15), 0)

    def test_just_after_grace(self):
        self.assertEqual(late_fee(20), 5)

    def test_started_half_hours(self):
        self.assertEqual(late_fee(45), 5)
        self.assertEqual(late_fee(46), 10)

    def test_receipt(self):
        self.assertEqual(receipt_total("softtop", 3, minutes_late=50), 34)


if __name__ == "__main__":
    unittest.main()
