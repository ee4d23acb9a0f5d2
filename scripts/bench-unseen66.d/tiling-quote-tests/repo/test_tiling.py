import unittest

from tiling import area_m2, boxes_needed, grout_bags, quote


class TilingTests(unittest.TestCase):
    def test_area(self):
        self.assertAlmostEqual(area_m2(300, 200), 6.0)

    def test_boxes_always_rounded_up(self):
        self.assertEqual(boxes_needed(4.0), 4)
        self.assertEqual(boxes_needed(6.0), 5)
        self.assertEqual(boxes_needed(1.0), 1)

    def test_grout(self):
        self.assertEqual(grout_bags(5.0), 1)
        self.assertEqual(grout_bags(6.0), 2)

    def test_floor_quote(self):
        self.assertAlmostEqual(quote(200, 200, "floor", 25.00), 221.50)

    def test_wall_quote(self):
        self.assertAlmostEqual(quote(300, 250, "wall", 30.00), 454.00)

    def test_unknown_surface(self):
        with self.assertRaises(ValueError):
            quote(100, 100, "ceiling", 20.00)


if __name__ == "__main__":
    unittest.main()
