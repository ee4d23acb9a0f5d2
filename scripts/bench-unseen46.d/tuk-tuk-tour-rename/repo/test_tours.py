import unittest

from daysheet import day_sheet
from tours import group_cost, ride_cost, tuk_tuks_needed


class TourTests(unittest.TestCase):
    def test_single_passenger(self):
        self.assertEqual(ride_cost("riverside", 1), 30.0)

    def test_full_tuk_tuk(self):
        self.assertEqual(ride_cost("street_art", 3), 51.0)

    def test_too_many_passengers(self):
        with self.assertRaises(ValueError):
            ride_cost("old_town", 4)

    def test_group(self):
        self.assertEqual(tuk_tuks_needed(7), 3)
        self.assertEqual(group_cost("old_town", 7), 41.0 + 41.0 + 25.0)

    def test_day_sheet(self):
        self.assertEqual(day_sheet([("10:00", "old_town", 2)]),
                         ["10:00 old_town (day) x2: £33.00", "Takings: £33.00"])


if __name__ == "__main__":
    unittest.main()
