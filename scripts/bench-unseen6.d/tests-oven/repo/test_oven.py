import unittest

from oven import celsius_to_fahrenheit, describe, fahrenheit_to_celsius, fan_oven, gas_mark_to_celsius


class ConversionTest(unittest.TestCase):
    def test_boiling_point(self):
        self.assertEqual(fahrenheit_to_celsius(212), 100)

    def test_freezing_point(self):
        self.assertEqual(fahrenheit_to_celsius(32), 0)

    def test_baking(self):
        self.assertEqual(fahrenheit_to_celsius(350), 177)
        self.assertEqual(fahrenheit_to_celsius(425), 218)

    def test_back_to_fahrenheit(self):
        self.assertEqual(celsius_to_fahrenheit(180), 356)


class OvenTest(unittest.TestCase):
    def test_gas_mark(self):
        self.assertEqual(gas_mark_to_celsius(4), 180)
        with self.assertRaises(ValueError):
            gas_mark_to_celsius(12)

    def test_fan(self):
        self.assertEqual(fan_oven(200), 180)

    def test_describe(self):
        self.assertEqual(describe(400), "400°F = 204°C (184°C fan)")


if __name__ == "__main__":
    unittest.main()
