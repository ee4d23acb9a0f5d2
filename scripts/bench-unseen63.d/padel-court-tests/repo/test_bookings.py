import unittest

from bookings import court_fee, extras_fee, fits_opening_hours, is_peak, per_player


class PeakTimesTest(unittest.TestCase):
    def test_weekday_peak_starts_at_five(self):
        self.assertTrue(is_peak("Tue", 17))
        self.assertTrue(is_peak("Thu", 20))

    def test_weekday_daytime_and_late_are_off_peak(self):
        self.assertFalse(is_peak("Wed", 12))
        self.assertFalse(is_peak("Tue", 21))

    def test_weekend_mornings_are_peak(self):
        self.assertTrue(is_peak("Sat", 9))
        self.assertFalse(is_peak("Sun", 14))


class CourtFeeTest(unittest.TestCase):
    def test_off_peak_hour(self):
        self.assertEqual(court_fee("Court 1", "Mon", 10, 1), 24.00)

    def test_booking_running_into_peak(self):
        self.assertEqual(court_fee("Court 2", "Fri", 16, 2), 60.00)

    def test_panoramic_court_on_saturday_morning(self):
        self.assertEqual(court_fee("Court 3 (panoramic)", "Sat", 9, 2), 84.00)

    def test_two_members_in_a_four(self):
        self.assertEqual(court_fee("Court 1", "Mon", 10, 2, members=2), 43.20)

    def test_extras(self):
        self.assertEqual(extras_fee(rackets=2, balls=True), 10.50)


class SplittingTest(unittest.TestCase):
    def test_even_split(self):
        self.assertEqual(per_player(60.00, 4), 15.00)

    def test_split_never_leaves_the_club_short(self):
        self.assertEqual(per_player(100.00, 3), 33.34)


class OpeningHoursTest(unittest.TestCase):
    def test_last_hour_of_the_day(self):
        self.assertTrue(fits_opening_hours(22, 1))

    def test_cannot_run_past_closing(self):
        self.assertFalse(fits_opening_hours(22, 2))

    def test_before_opening(self):
        self.assertFalse(fits_opening_hours(6, 1))


if __name__ == "__main__":
    unittest.main()
