import unittest

import decking


class BoardsTest(unittest.TestCase):
    def test_boards_round_up(self):
        self.assertEqual(decking.boards_needed(12), 27)
        self.assertEqual(decking.boards_needed(2), 5)

    def test_boards_for_big_deck(self):
        self.assertEqual(decking.boards_needed(20), 44)


class LabourTest(unittest.TestCase):
    def test_minimum_labour(self):
        self.assertEqual(decking.labour(2), 150.0)

    def test_labour_per_square_metre(self):
        self.assertEqual(decking.labour(12), 384.0)


class QuoteTest(unittest.TestCase):
    def test_softwood_quote(self):
        self.assertAlmostEqual(decking.quote(4, 3, "softwood"), 768.60)

    def test_small_composite_quote(self):
        self.assertAlmostEqual(decking.quote(2, 1, "composite"), 342.00)

    def test_unknown_material(self):
        with self.assertRaises(ValueError):
            decking.quote(3, 3, "bamboo")


if __name__ == "__main__":
    unittest.main()
