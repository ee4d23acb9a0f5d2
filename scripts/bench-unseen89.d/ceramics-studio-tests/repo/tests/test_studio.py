import os
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

import studio


class SessionTests(unittest.TestCase):
    def test_single_wheel(self):
        self.assertAlmostEqual(studio.session_cost("wheel", 1), 32.00)

    def test_small_group_no_discount(self):
        self.assertAlmostEqual(studio.session_cost("handbuilding", 5), 130.00)

    def test_group_of_six_gets_discount(self):
        self.assertAlmostEqual(studio.session_cost("wheel", 6), 163.20)

    def test_unknown_session(self):
        with self.assertRaises(ValueError):
            studio.session_cost("raku", 2)


class FiringTests(unittest.TestCase):
    def test_free_pieces_for_one_person(self):
        self.assertAlmostEqual(studio.firing_cost(2, 1), 0.00)

    def test_free_pieces_each(self):
        self.assertAlmostEqual(studio.firing_cost(5, 3), 0.00)

    def test_extra_pieces_charged(self):
        self.assertAlmostEqual(studio.firing_cost(7, 2), 12.00)


class TotalTests(unittest.TestCase):
    def test_couple_with_clay(self):
        self.assertAlmostEqual(studio.booking_total("wheel", 2, pieces=6, extra_kg=1), 75.50)

    def test_hen_party(self):
        self.assertAlmostEqual(studio.booking_total("handbuilding", 8, pieces=20), 192.80)


if __name__ == "__main__":
    unittest.main()
