import unittest

from parcel import parcel_price, surcharge, insurance


class ParcelPriceTests(unittest.TestCase):
    def test_small_parcel_basic(self):
        self.assertAlmostEqual(parcel_price("small", 1.5), 3.20)

    def test_weight_at_limit_has_no_surcharge(self):
        self.assertAlmostEqual(surcharge("medium", 10.0), 0.0)

    def test_heavy_parcel_pays_per_extra_kg(self):
        self.assertAlmostEqual(surcharge("medium", 13.0), 3.30)
        self.assertAlmostEqual(parcel_price("medium", 13.0), 9.20)

    def test_signed_for(self):
        self.assertAlmostEqual(parcel_price("large", 5.0, signed=True), 11.25)

    def test_free_cover(self):
        self.assertAlmostEqual(insurance(50.0), 0.0)

    def test_insurance_only_above_free_cover(self):
        self.assertAlmostEqual(insurance(150.0), 2.00)
        self.assertAlmostEqual(parcel_price("small", 1.0, declared_value=100.0), 4.20)

    def test_unknown_size(self):
        with self.assertRaises(ValueError):
            parcel_price("huge", 1.0)


if __name__ == "__main__":
    unittest.main()
