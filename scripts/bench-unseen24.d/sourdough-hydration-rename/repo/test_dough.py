import unittest

from dough import salt_grams, water_for, water_ratio


class DoughTests(unittest.TestCase):
    def test_hydration(self):
        self.assertEqual(water_ratio(500, 375), 75.0)
        self.assertEqual(water_ratio(1000, 685), 68.5)

    def test_no_flour(self):
        with self.assertRaises(ValueError):
            water_ratio(0, 100)

    def test_salt_and_water(self):
        self.assertEqual(salt_grams(1000), 20.0)
        self.assertEqual(water_for(900, 82), 738)


if __name__ == "__main__":
    unittest.main()
