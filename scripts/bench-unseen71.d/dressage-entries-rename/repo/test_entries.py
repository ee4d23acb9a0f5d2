import unittest

from entries import calc_fee, rider_total
from schedule import running_order, takings


class EntryTests(unittest.TestCase):
    def test_member_fee(self):
        self.assertEqual(calc_fee("novice"), 22.00)

    def test_non_member_late(self):
        self.assertEqual(calc_fee("intro", member=False, late=True), 30.50)

    def test_rider_total(self):
        self.assertEqual(rider_total(["prelim", "novice"], stable_nights=1), 72.00)

    def test_running_order(self):
        lines = running_order([("Priya Nair", "Bramble", "prelim", True)])
        self.assertEqual(lines, [" 1. Priya Nair on Bramble (prelim) £20.00"])

    def test_takings(self):
        self.assertEqual(takings([("A", "B", "intro", True), ("C", "D", "elementary", False)]), 48.00)


if __name__ == "__main__":
    unittest.main()
