import unittest

from quote import room_quote, tins_needed, wall_area


class WallAreaTests(unittest.TestCase):
    def test_bedroom_area(self):
        # 2 x (4 + 3) x 2.4 = 33.6, less one door and one window
        self.assertAlmostEqual(wall_area(4, 3, 2.4), 30.2)

    def test_no_doors_or_windows(self):
        self.assertAlmostEqual(wall_area(2, 2, 2.5, doors=0, windows=0), 20.0)


class TinTests(unittest.TestCase):
    def test_part_tin_rounds_up(self):
        # 30.2 m2 x 2 coats = 5.03 litres, which needs 3 tins of 2.5 litres
        self.assertEqual(tins_needed(30.2), 3)

    def test_exact_tins(self):
        # 30 m2 x 2 coats = 5 litres = exactly 2 tins
        self.assertEqual(tins_needed(30), 2)

    def test_small_job_still_needs_a_tin(self):
        self.assertEqual(tins_needed(3, coats=1), 1)


class QuoteTests(unittest.TestCase):
    def test_bedroom_quote(self):
        q = room_quote(4, 3, 2.4)
        self.assertEqual(q["tins"], 3)
        self.assertAlmostEqual(q["materials"], 55.50)
        self.assertAlmostEqual(q["labour"], 193.28)
        self.assertAlmostEqual(q["total"], 248.78)

    def test_premium_paint(self):
        q = room_quote(4, 3, 2.4, paint="premium")
        self.assertAlmostEqual(q["materials"], 87.00)


if __name__ == "__main__":
    unittest.main()
