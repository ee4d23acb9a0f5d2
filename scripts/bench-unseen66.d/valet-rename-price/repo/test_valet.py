import unittest

from bookings import day_total
from pricing import calc_price


class ValetTests(unittest.TestCase):
    def test_exterior_small(self):
        self.assertEqual(calc_price("exterior", "small"), 12.00)

    def test_pet_hair_not_on_exterior(self):
        self.assertEqual(calc_price("exterior", "van", pet_hair=True), 32.00)

    def test_full_valet_large_with_pet_hair(self):
        self.assertEqual(calc_price("full_valet", "large", True), 90.00)

    def test_day_total(self):
        day = [("KX19 ABC", "full_valet", "large", True), ("LM68 PQR", "exterior", "small", False)]
        self.assertEqual(day_total(day), 102.00)


if __name__ == "__main__":
    unittest.main()
