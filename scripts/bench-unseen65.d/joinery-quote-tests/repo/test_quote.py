import unittest

from quote import materials_cost, metres_to_buy, quote


class MetresTests(unittest.TestCase):
    def test_rounds_up_to_whole_metres(self):
        self.assertEqual(metres_to_buy(2.4), 3)

    def test_exact_after_waste(self):
        self.assertEqual(metres_to_buy(10), 11)

    def test_small_piece(self):
        self.assertEqual(metres_to_buy(0.5), 1)


class MaterialsTests(unittest.TestCase):
    def test_oak_shelf(self):
        self.assertAlmostEqual(materials_cost("oak", 1.8), 37.00)

    def test_finished_pine(self):
        self.assertAlmostEqual(materials_cost("pine", 3.6, finished=True), 26.80)

    def test_unknown_timber(self):
        with self.assertRaises(ValueError):
            materials_cost("teak", 2)


class QuoteTests(unittest.TestCase):
    def test_vat_on_whole_job(self):
        q = quote("sapele", 2.7, 3)
        self.assertAlmostEqual(q["materials"], 42.00)
        self.assertAlmostEqual(q["labour"], 96.00)
        self.assertAlmostEqual(q["vat"], 27.60)
        self.assertAlmostEqual(q["total"], 165.60)

    def test_mdf_cupboard(self):
        q = quote("mdf", 5, 6.5, finished=True)
        self.assertAlmostEqual(q["total"], 289.92)


if __name__ == "__main__":
    unittest.main()
