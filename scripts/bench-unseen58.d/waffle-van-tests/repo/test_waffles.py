import unittest

from waffles import free_waffle_due, toppings_price, waffle_price


class ToppingsTest(unittest.TestCase):
    def test_plain_waffle(self):
        self.assertAlmostEqual(waffle_price("classic"), 5.00)

    def test_two_toppings_are_free(self):
        self.assertAlmostEqual(waffle_price("bubble", ["strawberries", "cream"]), 6.50)

    def test_third_topping_is_charged(self):
        self.assertAlmostEqual(waffle_price("classic", ["strawberries", "cream", "sprinkles"]), 5.75)

    def test_premium_topping(self):
        self.assertAlmostEqual(waffle_price("classic", ["biscoff"]), 6.25)

    def test_one_topping_costs_nothing(self):
        self.assertAlmostEqual(toppings_price(["banana"]), 0.00)


class ExtrasTest(unittest.TestCase):
    def test_ice_cream(self):
        self.assertAlmostEqual(waffle_price("mini stack", scoops=2), 7.60)

    def test_loyalty(self):
        self.assertTrue(free_waffle_due(8))
        self.assertFalse(free_waffle_due(7))
        self.assertFalse(free_waffle_due(0))


if __name__ == "__main__":
    unittest.main()
