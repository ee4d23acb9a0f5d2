import unittest

from postage import parcel_weight, postage


class PostageTest(unittest.TestCase):
    def test_light_parcel(self):
        self.assertEqual(postage(100), 3.20)

    def test_exactly_on_band_limit(self):
        self.assertEqual(postage(250), 3.20)
        self.assertEqual(postage(1000), 4.80)
        self.assertEqual(postage(5000), 11.50)

    def test_just_over_band_limit(self):
        self.assertEqual(postage(251), 4.80)

    def test_signed_for(self):
        self.assertEqual(postage(600, signed=True), 6.55)

    def test_too_heavy(self):
        with self.assertRaises(ValueError):
            postage(5001)


class ParcelWeightTest(unittest.TestCase):
    def test_adds_packaging(self):
        self.assertEqual(parcel_weight([300, 450]), 830)

    def test_empty_box(self):
        self.assertEqual(parcel_weight([]), 80)


if __name__ == "__main__":
    unittest.main()
