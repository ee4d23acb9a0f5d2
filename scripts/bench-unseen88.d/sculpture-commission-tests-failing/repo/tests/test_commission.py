import unittest

from commission import material_cost, commission_quote, deposit, balance_due


class CommissionTests(unittest.TestCase):
    def test_material_cost_clay(self):
        self.assertAlmostEqual(material_cost("clay", 30), 120.00)

    def test_material_name_any_case(self):
        self.assertAlmostEqual(material_cost("Bronze", 20), 440.00)

    def test_plain_quote(self):
        # 50 cm of wood = 450, plus 10 hours = 350
        self.assertAlmostEqual(commission_quote("wood", 50, 10), 800.00)

    def test_rush_quote_adds_twenty_percent(self):
        self.assertAlmostEqual(commission_quote("wood", 50, 10, rush=True), 960.00)

    def test_deposit_and_balance(self):
        self.assertAlmostEqual(deposit(800.00), 240.00)
        self.assertAlmostEqual(balance_due(800.00), 560.00)


if __name__ == "__main__":
    unittest.main()
