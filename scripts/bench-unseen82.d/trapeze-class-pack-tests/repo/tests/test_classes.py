import unittest

from classes import class_price, pack_price, cancellation_fee, with_grip_tape


class ClassPriceTests(unittest.TestCase):
    def test_single_class(self):
        self.assertEqual(class_price("beginner"), 32.00)

    def test_unknown_level(self):
        with self.assertRaises(ValueError):
            class_price("expert")


class PackPriceTests(unittest.TestCase):
    def test_pack_of_five(self):
        self.assertAlmostEqual(pack_price("beginner", 5), 144.00)

    def test_pack_of_ten(self):
        self.assertAlmostEqual(pack_price("intermediate", 10), 288.00)

    def test_odd_number_has_no_discount(self):
        self.assertAlmostEqual(pack_price("beginner", 3), 96.00)

    def test_taster_not_sold_in_packs(self):
        with self.assertRaises(ValueError):
            pack_price("taster", 5)


class CancellationTests(unittest.TestCase):
    def test_late_cancellation_pays_half(self):
        self.assertAlmostEqual(cancellation_fee("private", 6), 35.00)

    def test_early_cancellation_is_free(self):
        self.assertEqual(cancellation_fee("beginner", 48), 0.0)

    def test_exactly_a_day_is_free(self):
        self.assertEqual(cancellation_fee("beginner", 24), 0.0)


class GripTapeTests(unittest.TestCase):
    def test_two_rolls(self):
        self.assertAlmostEqual(with_grip_tape(32.00, 2), 37.00)


if __name__ == "__main__":
    unittest.main()
