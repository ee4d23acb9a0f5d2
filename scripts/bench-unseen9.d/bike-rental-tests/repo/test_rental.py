import unittest

from rental import rental_cost


class RentalCostTest(unittest.TestCase):
    def test_free_period(self):
        self.assertEqual(rental_cost(0), 0.0)
        self.assertEqual(rental_cost(30), 0.0)

    def test_started_block_is_charged(self):
        self.assertEqual(rental_cost(31), 2.0)
        self.assertEqual(rental_cost(44), 2.0)

    def test_full_blocks(self):
        self.assertEqual(rental_cost(45), 2.0)
        self.assertEqual(rental_cost(46), 4.0)
        self.assertEqual(rental_cost(90), 8.0)

    def test_day_cap(self):
        self.assertEqual(rental_cost(600), 25.0)


if __name__ == "__main__":
    unittest.main()
