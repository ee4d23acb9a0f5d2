import unittest

from delivery import delivery_fee, route_total


class DeliveryFeeTests(unittest.TestCase):
    def test_short_light_parcel_pays_base_fee(self):
        self.assertAlmostEqual(delivery_fee(2, 5), 4.50)

    def test_distance_charge_after_free_km(self):
        # 4.50 + 7 km x 0.80
        self.assertAlmostEqual(delivery_fee(10, 5), 10.10)

    def test_heavy_parcel_surcharge(self):
        self.assertAlmostEqual(delivery_fee(10, 25), 16.10)

    def test_exactly_at_weight_limit_is_not_heavy(self):
        self.assertAlmostEqual(delivery_fee(3, 20), 4.50)

    def test_express_multiplies_whole_fee(self):
        # (4.50 + 2 km x 0.80) x 1.5
        self.assertAlmostEqual(delivery_fee(5, 5, express=True), 9.15)

    def test_outside_area_is_refused(self):
        with self.assertRaises(ValueError):
            delivery_fee(41, 1)

    def test_route_total(self):
        self.assertAlmostEqual(route_total([(2, 5), (10, 25)]), 20.60)


if __name__ == "__main__":
    unittest.main()
