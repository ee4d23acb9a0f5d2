import os
import sys
import unittest

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from billing import appointment_price, block_price, cancellation_fee


class AppointmentPriceTests(unittest.TestCase):
    def test_first_visit(self):
        self.assertEqual(appointment_price(True), 65.00)

    def test_follow_up(self):
        self.assertEqual(appointment_price(False), 42.00)

    def test_first_visit_with_x_ray(self):
        self.assertEqual(appointment_price(True, x_ray=True), 120.00)

    def test_follow_up_with_x_ray(self):
        self.assertEqual(appointment_price(False, x_ray=True), 97.00)


class BlockPriceTests(unittest.TestCase):
    def test_small_block_full_price(self):
        self.assertEqual(block_price(5), 210.00)

    def test_block_of_six_discounted(self):
        self.assertEqual(block_price(6), 226.80)


class CancellationFeeTests(unittest.TestCase):
    def test_plenty_of_notice(self):
        self.assertEqual(cancellation_fee(48), 0.0)

    def test_late_cancellation(self):
        self.assertEqual(cancellation_fee(3), 25.00)

    def test_exactly_a_day(self):
        self.assertEqual(cancellation_fee(24), 0.0)


if __name__ == "__main__":
    unittest.main()
