import unittest

from mosaic import bags_needed, grout_kg, kit_price, tiles_needed


class MosaicKitTests(unittest.TestCase):
    def test_small_square_board(self):
        self.assertEqual(tiles_needed(20, 20), 110)

    def test_part_tiles_round_up(self):
        self.assertEqual(tiles_needed(21, 20), 121)

    def test_bigger_tiles(self):
        self.assertEqual(tiles_needed(30, 30, tile_cm=3), 110)

    def test_part_bag_needs_whole_bag(self):
        self.assertEqual(bags_needed(330), 2)

    def test_exactly_one_bag(self):
        self.assertEqual(bags_needed(250), 1)

    def test_grout_for_a_board(self):
        self.assertEqual(grout_kg(30, 40), 0.18)

    def test_kit_price(self):
        self.assertEqual(kit_price(30, 40), 13.58)


if __name__ == "__main__":
    unittest.main()
