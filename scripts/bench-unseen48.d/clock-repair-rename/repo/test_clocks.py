import unittest

from clocks import movement_cost, repair_estimate
from workshop import ticket


class ClockTests(unittest.TestCase):
    def test_plain_mantel(self):
        self.assertEqual(movement_cost("mantel"), 152.0)

    def test_chiming_longcase(self):
        self.assertEqual(movement_cost("longcase", striking=True, chiming=True), 532.0)

    def test_estimate_with_parts(self):
        self.assertEqual(repair_estimate("wall", parts_cost=20.0), movement_cost("wall") + 26.0)

    def test_ticket_collection(self):
        lines = ticket("Tom", "carriage", collect=True)
        self.assertEqual(lines[-2:], ["Collection: £25.00", "Total: £253.00"])


if __name__ == "__main__":
    unittest.main()
