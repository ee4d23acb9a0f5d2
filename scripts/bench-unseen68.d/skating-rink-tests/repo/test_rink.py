import unittest

from rink import group_total, is_peak, ticket_price


class PeakTests(unittest.TestCase):
    def test_weekend_is_peak(self):
        self.assertTrue(is_peak("Saturday", 10))
        self.assertTrue(is_peak("sun", 14))

    def test_weekday_evening_is_peak(self):
        self.assertTrue(is_peak("Wednesday", 18))
        self.assertTrue(is_peak("fri", 19))

    def test_weekday_daytime_is_off_peak(self):
        self.assertFalse(is_peak("Monday", 10))
        self.assertFalse(is_peak("thu", 17))


class TicketTests(unittest.TestCase):
    def test_under_fives_free(self):
        self.assertEqual(ticket_price(4, "sat", 11), 0.0)

    def test_child_prices(self):
        self.assertEqual(ticket_price(5, "tue", 11), 5.50)
        self.assertEqual(ticket_price(15, "sat", 11), 7.00)

    def test_sixteen_pays_adult(self):
        self.assertEqual(ticket_price(16, "tue", 11), 7.50)
        self.assertEqual(ticket_price(16, "sun", 15), 9.50)

    def test_six_pm_weekday_is_peak_price(self):
        self.assertEqual(ticket_price(30, "thu", 18), 9.50)


class GroupTests(unittest.TestCase):
    def test_family_weekday_evening(self):
        # two adults, a 12-year-old and a 3-year-old, all hiring skates
        self.assertAlmostEqual(group_total([38, 36, 12, 3], "wed", 18), 38.00)

    def test_own_skates(self):
        self.assertAlmostEqual(group_total([16, 14], "mon", 16, own_skates=1), 16.00)

    def test_too_many_own_skates(self):
        with self.assertRaises(ValueError):
            group_total([20], "mon", 12, own_skates=2)


if __name__ == "__main__":
    unittest.main()
