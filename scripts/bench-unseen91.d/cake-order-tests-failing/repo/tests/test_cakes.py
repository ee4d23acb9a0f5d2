import unittest

from cakes import cake_price, message_charge, tier_price


class TierPriceTests(unittest.TestCase):
    def test_single_tier_is_base_price(self):
        self.assertAlmostEqual(tier_price(8), 48.00)

    def test_two_tiers(self):
        self.assertAlmostEqual(tier_price(10, 2), 99.20)

    def test_three_tiers(self):
        self.assertAlmostEqual(tier_price(6, 3), 77.00)

    def test_unknown_size(self):
        with self.assertRaises(ValueError):
            tier_price(9)


class MessageTests(unittest.TestCase):
    def test_short_message_is_free(self):
        self.assertAlmostEqual(message_charge("Happy 40th"), 0.00)

    def test_long_message(self):
        # 17 letters, 7 over the free allowance
        self.assertAlmostEqual(message_charge("Happy Birthday Jess"), 1.40)


class CakePriceTests(unittest.TestCase):
    def test_plain_cake(self):
        self.assertAlmostEqual(cake_price(12), 80.00)

    def test_rush_order(self):
        self.assertAlmostEqual(cake_price(8, days_notice=2), 63.00)

    def test_three_days_is_not_rush(self):
        self.assertAlmostEqual(cake_price(8, days_notice=3), 48.00)

    def test_full_order(self):
        self.assertAlmostEqual(
            cake_price(10, 2, "Congratulations Sam", days_notice=1), 115.80)


if __name__ == "__main__":
    unittest.main()
