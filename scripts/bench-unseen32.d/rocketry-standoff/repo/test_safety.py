import unittest

from safety import can_fly, min_dist, motor_class


class SafetyTests(unittest.TestCase):
    def test_motor_class(self):
        self.assertEqual(motor_class(2.5), "A")
        self.assertEqual(motor_class(8.8), "C")
        self.assertEqual(motor_class(160), "G")

    def test_small_motor_distance(self):
        self.assertEqual(min_dist(4.0), 15)

    def test_big_motor_distance(self):
        self.assertEqual(min_dist(35.0), 30)

    def test_cluster_adds_half_again(self):
        self.assertEqual(min_dist(8.8, clustered=True), 22)
        self.assertEqual(min_dist(35.0, clustered=True), 45)

    def test_wind_and_size_limits(self):
        self.assertTrue(can_fly(17.5, 20))
        self.assertFalse(can_fly(17.5, 21))
        self.assertFalse(can_fly(240.0, 5))


if __name__ == "__main__":
    unittest.main()
