import unittest

from menu import calc_bowl
from orders import order_total


class BowlPriceTest(unittest.TestCase):
    def test_plain_bowl(self):
        self.assertEqual(calc_bowl({"broth": "miso"}), 10.0)

    def test_toppings_and_large(self):
        bowl = {"broth": "shoyu", "toppings": ["egg", "nori"], "large": True}
        self.assertEqual(calc_bowl(bowl), 13.2)

    def test_order_total(self):
        bowls = [{"broth": "veg", "toppings": ["tofu"]}, {"broth": "tonkotsu"}]
        self.assertEqual(order_total(bowls), 22.0)


if __name__ == "__main__":
    unittest.main()
