import unittest

from fares import distance_charge, fare, is_night, waiting_charge


class NightTests(unittest.TestCase):
    def test_late_evening_is_night(self):
        self.assertTrue(is_night(23))

    def test_small_hours_are_night(self):
        self.assertTrue(is_night(2))

    def test_six_am_is_day(self):
        self.assertFalse(is_night(6))

    def test_afternoon_is_day(self):
        self.assertFalse(is_night(14))


class ChargeTests(unittest.TestCase):
    def test_short_wait_is_free(self):
        self.assertEqual(waiting_charge(10), 0)

    def test_long_wait(self):
        self.assertEqual(waiting_charge(25), 5.0)

    def test_part_mile(self):
        self.assertAlmostEqual(distance_charge(10.2), 26.4)


class FareTests(unittest.TestCase):
    def test_daytime_wedding(self):
        self.assertEqual(fare(12, 14, wait_minutes=45), 83.8)

    def test_night_airport_run(self):
        self.assertEqual(fare(30, 4, airport=True), 190.5)


if __name__ == "__main__":
    unittest.main()
