import unittest

from mileage import claim, trip_miles


class TripMilesTest(unittest.TestCase):
    def test_difference(self):
        self.assertEqual(trip_miles(12000, 12085), 85)

    def test_backwards_rejected(self):
        with self.assertRaises(ValueError):
            trip_miles(500, 400)


class ClaimTest(unittest.TestCase):
    def test_under_threshold(self):
        self.assertEqual(claim(100), 45.0)

    def test_crossing_threshold(self):
        self.assertEqual(claim(100, miles_so_far=9960), 33.0)

    def test_passengers(self):
        self.assertEqual(claim(100, passengers=2), 55.0)

    def test_no_passengers_after_threshold(self):
        self.assertEqual(claim(40, miles_so_far=12000), 10.0)


if __name__ == "__main__":
    unittest.main()
