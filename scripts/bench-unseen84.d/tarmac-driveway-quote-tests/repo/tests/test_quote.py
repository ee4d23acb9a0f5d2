import unittest

from quote import surface_cost, quote_net, quote_total, deposit


class SurfaceTests(unittest.TestCase):
    def test_tarmac_area(self):
        self.assertAlmostEqual(surface_cost("tarmac", 20), 760.00)

    def test_unknown_surface(self):
        with self.assertRaises(ValueError):
            surface_cost("concrete", 20)

    def test_zero_area(self):
        with self.assertRaises(ValueError):
            surface_cost("resin", 0)


class NetQuoteTests(unittest.TestCase):
    def test_resin_with_edging(self):
        self.assertAlmostEqual(quote_net("resin", 10, edging_metres=12), 818.00)

    def test_tarmac_with_dig_out(self):
        self.assertAlmostEqual(quote_net("tarmac", 30, dig_out=True), 1410.00)

    def test_small_job_pays_minimum(self):
        self.assertAlmostEqual(quote_net("gravel", 5), 450.00)


class TotalTests(unittest.TestCase):
    def test_total_includes_vat(self):
        self.assertAlmostEqual(quote_total("tarmac", 20), 912.00)

    def test_small_job_total(self):
        self.assertAlmostEqual(quote_total("gravel", 10), 540.00)

    def test_everything(self):
        self.assertAlmostEqual(quote_total("gravel", 40, edging_metres=25, dig_out=True), 1908.00)

    def test_deposit_rounds_up(self):
        self.assertEqual(deposit(912.00), 228.00)
        self.assertEqual(deposit(540.01), 136.00)


if __name__ == "__main__":
    unittest.main()
