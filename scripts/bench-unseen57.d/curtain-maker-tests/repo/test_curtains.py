import unittest

from curtains import curtain_price, fabric_metres, widths_needed


class WidthsTest(unittest.TestCase):
    def test_part_width_counts_as_a_whole_one(self):
        self.assertEqual(widths_needed(150, "pencil pleat"), 3)

    def test_exact_widths(self):
        self.assertEqual(widths_needed(137, "pencil pleat"), 2)

    def test_eyelet(self):
        self.assertEqual(widths_needed(200, "eyelet"), 3)


class FabricTest(unittest.TestCase):
    def test_bay_window(self):
        self.assertAlmostEqual(fabric_metres(150, 220, "pencil pleat"), 7.5)


class PriceTest(unittest.TestCase):
    def test_lined_pair(self):
        self.assertAlmostEqual(curtain_price(150, 220, "pencil pleat", 18.00), 267.75)

    def test_unlined_and_fitted(self):
        self.assertAlmostEqual(curtain_price(137, 170, "pencil pleat", 20.00, lined=False, fitted=True), 176.00)


if __name__ == "__main__":
    unittest.main()
