import unittest

from lanes import blocks_for, booking_price, lanes_for


class BlocksTest(unittest.TestCase):
    def test_exact_hour(self):
        self.assertEqual(blocks_for(60), 2)

    def test_part_block_counts_as_whole(self):
        self.assertEqual(blocks_for(45), 2)

    def test_short_session(self):
        self.assertEqual(blocks_for(10), 1)

    def test_zero_minutes_rejected(self):
        with self.assertRaises(ValueError):
            blocks_for(0)


class LanesTest(unittest.TestCase):
    def test_lanes(self):
        self.assertEqual(lanes_for(6), 1)
        self.assertEqual(lanes_for(7), 2)


class PriceTest(unittest.TestCase):
    def test_hour_for_four(self):
        self.assertEqual(booking_price(60, 4), 54.00)

    def test_weekday_part_hour_two_lanes(self):
        self.assertEqual(booking_price(45, 8, weekday=True), 91.8)


if __name__ == "__main__":
    unittest.main()
