import unittest

from bookings import confirm_booking, day_takings
from fares import work_out_fare


class FareTests(unittest.TestCase):
    def test_daytime(self):
        self.assertAlmostEqual(work_out_fare(4, 9), 11.90)

    def test_night(self):
        self.assertAlmostEqual(work_out_fare(4, 23), 17.85)

    def test_airport(self):
        self.assertAlmostEqual(work_out_fare(20, 14, airport=True), 50.50)

    def test_minimum(self):
        self.assertAlmostEqual(work_out_fare(0.5, 12), 6.00)

    def test_takings(self):
        self.assertAlmostEqual(day_takings([(4, 9, False), (4, 23, False)]), 29.75)

    def test_confirmation(self):
        self.assertIn("£11.90", confirm_booking("Mr Patel", "12 Mill Lane", "the station", 4, 9))


if __name__ == "__main__":
    unittest.main()
