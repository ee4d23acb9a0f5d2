import unittest

from glass import pane_cost, repair_cost
from orders import order_sheet, order_total


class GlassTests(unittest.TestCase):
    def test_small_panel_hits_minimum(self):
        self.assertEqual(pane_cost(20, 20), 45.0)

    def test_antique_panel(self):
        self.assertEqual(pane_cost(60, 90, "antique", 40), 249.0)

    def test_repair(self):
        self.assertEqual(repair_cost(3, "antique"), 65.0)

    def test_order_total(self):
        self.assertEqual(order_total([(60, 90, "antique", 40), (30, 30, "cathedral", 8)]), 294.0)

    def test_sheet_total_line(self):
        sheet = order_sheet("Mo", [(30, 30, "cathedral", 8)], repairs=1)
        self.assertEqual(sheet[-1], "Total: £74.00")


if __name__ == "__main__":
    unittest.main()
