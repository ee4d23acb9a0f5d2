import unittest

from fabric import round_up_length, cut_price, basket_total


class RoundUpTests(unittest.TestCase):
    def test_short_pieces_become_the_minimum_cut(self):
        self.assertEqual(round_up_length(0.2), 0.5)

    def test_rounds_up_to_the_next_quarter_metre(self):
        self.assertEqual(round_up_length(1.1), 1.25)
        self.assertEqual(round_up_length(2.6), 2.75)

    def test_exact_quarters_stay_the_same(self):
        self.assertEqual(round_up_length(2.0), 2.0)
        self.assertEqual(round_up_length(0.75), 0.75)


class CutPriceTests(unittest.TestCase):
    def test_plain_cut(self):
        self.assertAlmostEqual(cut_price("cotton", 2), 24.00)

    def test_cut_is_charged_on_the_rounded_length(self):
        self.assertAlmostEqual(cut_price("velvet", 1.6), 42.00)

    def test_remnant_is_thirty_percent_off(self):
        self.assertAlmostEqual(cut_price("velvet", 0.75, remnant=True), 12.60)

    def test_bulk_discount(self):
        self.assertAlmostEqual(cut_price("fleece", 10), 76.50)

    def test_unknown_fabric(self):
        with self.assertRaises(ValueError):
            cut_price("silk", 1)

    def test_basket(self):
        items = [("cotton", 1), ("linen", 2, True), ("fleece", 0.3)]
        self.assertAlmostEqual(basket_total(items), 42.40)


if __name__ == "__main__":
    unittest.main()
