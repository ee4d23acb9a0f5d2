import unittest

from dye_pricing import batch_price, turnaround_days


class BatchPriceTests(unittest.TestCase):
    def test_small_cotton_batch(self):
        self.assertAlmostEqual(batch_price("cotton", 2), 48.50)

    def test_two_colours_wool(self):
        self.assertAlmostEqual(batch_price("wool", 4, colours=2), 121.00)

    def test_bulk_discount_starts_at_ten_kg(self):
        self.assertAlmostEqual(batch_price("cotton", 10), 173.25)

    def test_bulk_discount_above_ten_kg(self):
        self.assertAlmostEqual(batch_price("silk", 12, colours=2), 432.90)

    def test_rush_is_not_discounted(self):
        self.assertAlmostEqual(batch_price("wool", 10, rush=True), 257.25)

    def test_unknown_fibre(self):
        with self.assertRaises(ValueError):
            batch_price("linen", 3)

    def test_no_colours(self):
        with self.assertRaises(ValueError):
            batch_price("wool", 3, colours=0)


class TurnaroundTests(unittest.TestCase):
    def test_small_batch(self):
        self.assertEqual(turnaround_days(3), 5)

    def test_large_batch(self):
        self.assertEqual(turnaround_days(12), 7)

    def test_rush_halves_whole_days(self):
        self.assertEqual(turnaround_days(12, rush=True), 3)

    def test_rush_never_under_two_days(self):
        self.assertEqual(turnaround_days(1, rush=True), 2)


if __name__ == "__main__":
    unittest.main()
