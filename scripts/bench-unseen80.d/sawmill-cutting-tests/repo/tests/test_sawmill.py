import unittest

import sawmill


class PiecesTest(unittest.TestCase):
    def test_pieces(self):
        self.assertEqual(sawmill.pieces_per_board(2400, 600), 4)
        self.assertEqual(sawmill.pieces_per_board(2500, 600), 4)
        self.assertEqual(sawmill.pieces_per_board(500, 600), 0)

    def test_bad_lengths(self):
        with self.assertRaises(ValueError):
            sawmill.pieces_per_board(0, 600)
        with self.assertRaises(ValueError):
            sawmill.pieces_per_board(2400, -5)


class CutsTest(unittest.TestCase):
    def test_leftover_needs_a_cut_per_piece(self):
        self.assertEqual(sawmill.cuts_per_board(2500, 600), 4)

    def test_exact_fit_saves_last_cut(self):
        self.assertEqual(sawmill.cuts_per_board(2400, 600), 3)
        self.assertEqual(sawmill.cuts_per_board(3000, 1000), 2)


class PriceTest(unittest.TestCase):
    def test_big_job(self):
        # 10 boards, 4 cuts each = 40 cuts
        self.assertAlmostEqual(sawmill.job_price(10, 2500, 600), 60.00)

    def test_planed_job(self):
        # 6 boards x 3 cuts = 27.00, planing 6 x 2.4m x 2.25 = 32.40
        self.assertAlmostEqual(sawmill.job_price(6, 2400, 600, planed=True), 59.40)

    def test_minimum_charge(self):
        self.assertAlmostEqual(sawmill.job_price(1, 2400, 600), 10.00)

    def test_vat(self):
        self.assertAlmostEqual(sawmill.with_vat(59.40), 71.28)


if __name__ == "__main__":
    unittest.main()
