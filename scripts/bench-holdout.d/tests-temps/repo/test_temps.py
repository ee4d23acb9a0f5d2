import unittest

from temps import to_celsius, to_fahrenheit


class TempsTest(unittest.TestCase):
    def test_boiling(self):
        self.assertAlmostEqual(to_fahrenheit(100), 212)

    def test_freezing(self):
        self.assertAlmostEqual(to_celsius(32), 0)


if __name__ == "__main__":
    unittest.main()
