import unittest

from sweets import bag_price, bag_weight, label, scoop_price


class ScoopTests(unittest.TestCase):
    def test_scoop_of_fudge(self):
        self.assertAlmostEqual(scoop_price("fudge chunks", 200), 3.80)

    def test_small_scoop(self):
        self.assertAlmostEqual(scoop_price("jelly babies", 50), 0.55)

    def test_unknown_sweet(self):
        with self.assertRaises(ValueError):
            scoop_price("liquorice", 100)

    def test_zero_weight(self):
        with self.assertRaises(ValueError):
            scoop_price("cola bottles", 0)


class BagTests(unittest.TestCase):
    def test_mixed_bag(self):
        scoops = [("cola bottles", 150), ("chocolate raisins", 100)]
        self.assertAlmostEqual(bag_price(scoops), 3.40)

    def test_tiny_bag_pays_minimum(self):
        self.assertAlmostEqual(bag_price([("jelly babies", 40)]), 1.00)

    def test_exactly_half_a_kilo_gets_discount(self):
        scoops = [("sherbet lemons", 300), ("jelly babies", 200)]
        self.assertAlmostEqual(bag_price(scoops), 5.49)

    def test_jar_deposit(self):
        self.assertAlmostEqual(bag_price([("fudge chunks", 100)], in_jar=True), 2.40)

    def test_weight(self):
        self.assertEqual(bag_weight([("fudge chunks", 120), ("cola bottles", 80)]), 200)

    def test_label(self):
        self.assertEqual(label([("cola bottles", 150), ("chocolate raisins", 100)]),
                         "Pick & mix bag, 250g, £3.40")


if __name__ == "__main__":
    unittest.main()
