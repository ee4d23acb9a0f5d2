import unittest

from sleep import average, hours_slept, short_nights, to_minutes


class HoursSleptTest(unittest.TestCase):
    def test_to_minutes(self):
        self.assertEqual(to_minutes("07:45"), 465)

    def test_nap_same_day(self):
        self.assertEqual(hours_slept("13:00", "14:30"), 1.5)

    def test_past_midnight(self):
        self.assertEqual(hours_slept("00:30", "08:00"), 7.5)

    def test_across_midnight(self):
        self.assertEqual(hours_slept("23:30", "07:00"), 7.5)
        self.assertEqual(hours_slept("22:00", "06:15"), 8.25)


class WeekTest(unittest.TestCase):
    NIGHTS = [("23:00", "07:00"), ("00:15", "06:45"), ("22:30", "07:00")]

    def test_average(self):
        self.assertEqual(average(self.NIGHTS), 7.67)

    def test_empty_week(self):
        self.assertEqual(average([]), 0.0)

    def test_short_nights(self):
        self.assertEqual(short_nights(self.NIGHTS), [1])


if __name__ == "__main__":
    unittest.main()
