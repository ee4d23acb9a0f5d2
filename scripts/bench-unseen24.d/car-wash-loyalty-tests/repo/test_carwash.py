import unittest

from carwash import card_total, is_free, wash_price


class PriceTests(unittest.TestCase):
    def test_normal_price(self):
        self.assertEqual(wash_price("premium", 14, 2), 9.5)

    def test_unknown_wash(self):
        with self.assertRaises(ValueError):
            wash_price("polish", 10, 1)

    def test_early_bird_on_a_weekday(self):
        self.assertEqual(wash_price("basic", 8, 0), 4.8)
        self.assertEqual(wash_price("valet", 7, 4), 11.2)

    def test_no_early_bird_at_the_weekend(self):
        self.assertEqual(wash_price("basic", 8, 5), 6.0)
        self.assertEqual(wash_price("premium", 7, 6), 9.5)


class LoyaltyTests(unittest.TestCase):
    def test_tenth_wash_is_free(self):
        self.assertTrue(is_free(10))
        self.assertTrue(is_free(20))
        self.assertFalse(is_free(1))
        self.assertFalse(is_free(9))

    def test_card_total(self):
        visits = [("basic", 12, 2)] * 12
        self.assertEqual(card_total(visits), 66.0)
        self.assertEqual(card_total([("premium", 8, 1), ("valet", 10, 6)]), 21.6)


if __name__ == "__main__":
    unittest.main()
