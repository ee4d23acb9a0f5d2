import os
import sys
import unittest

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from supplies import calc_ink, nibs_needed, pads_needed  # noqa: E402
from workshop import materials_cost, packing_list  # noqa: E402


class SuppliesTests(unittest.TestCase):
    def test_ink_rounds_up_to_whole_bottles(self):
        self.assertEqual(calc_ink(8, 10), 4)
        self.assertEqual(calc_ink(1, 1), 1)

    def test_ink_exact_bottles(self):
        self.assertEqual(calc_ink(10, 20), 10)

    def test_nibs_include_spares(self):
        self.assertEqual(nibs_needed(8), 28)

    def test_pads(self):
        self.assertEqual(pads_needed(12, 20), 10)

    def test_packing_list_and_cost(self):
        self.assertEqual(packing_list(8)["ink bottles"], 4)
        self.assertEqual(materials_cost(8), 78.6)


if __name__ == "__main__":
    unittest.main()
