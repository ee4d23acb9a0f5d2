import unittest

from tyres import bar_to_psi, check_all, needs_air, psi_to_bar


class TyreTests(unittest.TestCase):
    def test_bar_to_psi(self):
        self.assertEqual(bar_to_psi(2.2), 31.9)

    def test_psi_to_bar(self):
        self.assertEqual(psi_to_bar(32), 2.21)
        self.assertEqual(psi_to_bar(29), 2.0)

    def test_low_tyre_needs_air(self):
        self.assertTrue(needs_air(27, 32))

    def test_within_tolerance_is_fine(self):
        self.assertFalse(needs_air(31, 32))
        self.assertFalse(needs_air(30, 32))
        self.assertFalse(needs_air(33, 32))

    def test_check_all(self):
        readings = {"front left": 32, "front right": 26, "rear left": 31, "rear right": 29}
        self.assertEqual(check_all(readings, 32), ["front right", "rear right"])


if __name__ == "__main__":
    unittest.main()
